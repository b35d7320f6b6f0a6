import { RUNTIME_CONFIG_ELEMENT_ID, type Locale, type SocialLoginProvider } from '@shop/shared';

/** Where the flow's state waits while the shopper is at the provider (this tab only). */
const PENDING_KEY = 'shop:social-login';
/** A pending sign-in older than this is not finished: the shopper started again or gave up. */
const PENDING_MAX_AGE_MS = 10 * 60 * 1000;

/** What the page remembers between leaving for the provider and coming back. */
export interface PendingSocialLogin {
  provider: string;
  label: string;
  state: string;
  nonce: string;
  redirect?: string;
  startedAt: number;
}

/** The browser calls the flow makes; tests replace them. */
export const socialLoginBrowser = {
  assign: (url: string) => window.location.assign(url),
  storage: (): Storage => window.sessionStorage,
};

let providersRead: SocialLoginProvider[] | undefined;

/**
 * The providers the server offers in the page's runtime config (`RuntimeConfig.socialLogin`),
 * read once; none on the server and where the config says nothing.
 */
export function socialLoginProviders(): SocialLoginProvider[] {
  if (typeof document === 'undefined') return [];
  providersRead ??= readProviders(document);
  return providersRead;
}

/** Tests write a new runtime config; the next read sees it. */
export function forgetSocialLoginProviders(): void {
  providersRead = undefined;
}

function readProviders(doc: Document): SocialLoginProvider[] {
  try {
    const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
    const config = text ? (JSON.parse(text) as { socialLogin?: unknown }) : {};
    return Array.isArray(config.socialLogin) ? config.socialLogin.filter(isProvider) : [];
  } catch {
    return [];
  }
}

function isProvider(value: unknown): value is SocialLoginProvider {
  if (typeof value !== 'object' || value === null) return false;
  const provider = value as Record<string, unknown>;
  return (
    typeof provider.name === 'string' &&
    typeof provider.label === 'string' &&
    typeof provider.clientId === 'string' &&
    typeof provider.authorizationEndpoint === 'string' &&
    /^https?:\/\//.test(provider.authorizationEndpoint)
  );
}

function randomText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The login page of the shopper's locale, where the provider sends them back. */
export function callbackUrl(localePrefix: string): string {
  return `${window.location.origin}${localePrefix}/login`;
}

/**
 * Sends the shopper to the provider's sign-in (OpenID Connect implicit flow, `response_type
 * id_token`, answer in the URL fragment), with a fresh `state` against forged answers and a fresh
 * `nonce` the ID token must carry, both kept in this tab's session storage.
 */
export function startSocialLogin(
  provider: SocialLoginProvider,
  { locale, localePrefix, redirect }: { locale: Locale; localePrefix: string; redirect?: string },
): void {
  const pending: PendingSocialLogin = {
    provider: provider.name,
    label: provider.label,
    state: randomText(),
    nonce: randomText(),
    ...(redirect ? { redirect } : {}),
    startedAt: Date.now(),
  };
  socialLoginBrowser.storage().setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorizationEndpoint);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('redirect_uri', callbackUrl(localePrefix));
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('ui_locales', locale);
  socialLoginBrowser.assign(url.href);
}

export type SocialLoginReturn =
  | { outcome: 'none' }
  | { outcome: 'refused'; label: string }
  | { outcome: 'token'; provider: string; label: string; idToken: string; redirect?: string };

/**
 * What the provider's answer in the URL fragment (`#id_token=…&state=…` or `#error=…`) says,
 * checked against the pending sign-in: the same `state`, not too old, and an ID token whose
 * `nonce` is the one sent. The pending sign-in is used up either way. `none` when the page was
 * not opened by a provider.
 */
export function readSocialLoginReturn(hash: string): SocialLoginReturn {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  if (!answer.has('state') || !(answer.has('id_token') || answer.has('error'))) {
    return { outcome: 'none' };
  }
  const storage = socialLoginBrowser.storage();
  const pending = parsePending(storage.getItem(PENDING_KEY));
  storage.removeItem(PENDING_KEY);
  if (!pending) return { outcome: 'refused', label: '' };
  const idToken = answer.get('id_token');
  if (
    answer.get('state') !== pending.state ||
    Date.now() - pending.startedAt > PENDING_MAX_AGE_MS ||
    !idToken ||
    nonceOf(idToken) !== pending.nonce
  ) {
    return { outcome: 'refused', label: pending.label };
  }
  return {
    outcome: 'token',
    provider: pending.provider,
    label: pending.label,
    idToken,
    ...(pending.redirect ? { redirect: pending.redirect } : {}),
  };
}

function parsePending(text: string | null): PendingSocialLogin | null {
  try {
    const value = text ? (JSON.parse(text) as Partial<PendingSocialLogin>) : null;
    return value &&
      typeof value.provider === 'string' &&
      typeof value.state === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.startedAt === 'number'
      ? {
          label: '',
          ...value,
          provider: value.provider,
          state: value.state,
          nonce: value.nonce,
          startedAt: value.startedAt,
        }
      : null;
  } catch {
    return null;
  }
}

/** The `nonce` claim of a compact JWS, read without verifying it (the server verifies). */
function nonceOf(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : null;
  } catch {
    return null;
  }
}
