import { REMOTE_NAMES, type RemoteName } from '@shop/shared/contracts';
import { escapeHtml } from '../http/escape-html';

/**
 * A developer's own browser can load another build of a remote (their dev server, a colleague's
 * branch) while the rest of the shop stays as deployed: `?remote:catalogue=<manifest URL>` on any
 * page, remembered in a session cookie; `?remote:catalogue=off` forgets one, `?remote:all=off`
 * every one. Only with REMOTE_OVERRIDES=allow, which the configuration refuses in production.
 */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export const REMOTE_OVERRIDES_COOKIE = 'shop_remote_overrides';
const PARAMETER_PREFIX = 'remote:';
const CLEAR_VALUES = new Set(['', 'off']);

export class RemoteOverrideError extends Error {
  override name = 'RemoteOverrideError';
}

/** "catalogue", "mf-catalogue" and "mf_catalogue" all name the catalogue remote. */
function remoteNamed(name: string): RemoteName | null {
  const normal = `mf_${name.toLowerCase().replace(/^mf[-_]/, '')}`;
  return (REMOTE_NAMES as readonly string[]).includes(normal) ? (normal as RemoteName) : null;
}

/** An absolute http(s) URL without credentials, normalised; anything else is not a manifest URL. */
export function overrideUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The overrides a browser's cookie holds; whatever is malformed in it is dropped. */
export function readOverridesCookie(value: string | undefined): RemoteOverrides {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const overrides: RemoteOverrides = {};
  for (const [name, url] of Object.entries(parsed)) {
    const remote = remoteNamed(name);
    const valid = typeof url === 'string' ? overrideUrl(url) : null;
    if (remote && valid) overrides[remote] = valid;
  }
  return overrides;
}

export interface OverrideParameters {
  /** The overrides once the page's parameters are applied to the cookie's. */
  overrides: RemoteOverrides;
  /** The query without the override parameters ("" or "?…"). */
  search: string;
}

/**
 * Applies `remote:<name>=<url|off>` parameters of a query to the current overrides; null when the
 * query has none. Throws RemoteOverrideError for an unknown remote or a URL that is not http(s).
 */
export function applyOverrideParameters(
  search: string,
  current: RemoteOverrides,
): OverrideParameters | null {
  const params = new URLSearchParams(search);
  const names = [...params.keys()].filter((key) => key.startsWith(PARAMETER_PREFIX));
  if (names.length === 0) return null;
  const overrides = new Map(Object.entries(current) as [RemoteName, string][]);
  for (const key of names) {
    const name = key.slice(PARAMETER_PREFIX.length);
    const value = params.get(key) ?? '';
    if (name === 'all' && CLEAR_VALUES.has(value)) {
      overrides.clear();
      continue;
    }
    const remote = remoteNamed(name);
    if (!remote) {
      throw new RemoteOverrideError(
        `Unknown remote "${name}" in ${key}: one of ${REMOTE_NAMES.join(', ')}, or all=off`,
      );
    }
    if (CLEAR_VALUES.has(value)) {
      overrides.delete(remote);
      continue;
    }
    const url = overrideUrl(value);
    if (!url) throw new RemoteOverrideError(`${key} must be an http or https URL`);
    overrides.set(remote, url);
  }
  for (const key of names) params.delete(key);
  const rest = params.toString();
  return { overrides: Object.fromEntries(overrides), search: rest ? `?${rest}` : '' };
}

/** The notice on every page of a browser with overrides, and the link that clears them. */
export function overridesBanner(overrides: RemoteOverrides): string | null {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const items = entries
    .map(([remote, url]) => `<li><strong>${escapeHtml(remote)}</strong> → ${escapeHtml(url)}</li>`)
    .join('');
  // Relative to the page itself: the same path, with only the clearing parameter.
  const clear = `?${PARAMETER_PREFIX}all=off`;
  return (
    '<div role="status" data-remote-overrides="" style="background:#fff3bf;color:#1a1a1a;' +
    'border-bottom:2px solid #1a1a1a;padding:.5rem 1rem;font:14px/1.4 system-ui,sans-serif;' +
    'overflow-wrap:anywhere">' +
    `<p style="margin:0">Remote overrides in this browser (development):</p>` +
    `<ul style="margin:.25rem 0;padding-left:1.25rem">${items}</ul>` +
    `<a href="${escapeHtml(clear)}" style="color:inherit">Clear the overrides</a></div>`
  );
}
