import { SERVED_BY_HEADER } from './round-robin-proxy';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  /** The backend that answered, as the round-robin proxy names it; null without the proxy. */
  servedBy: number | null;
  json<T>(): T;
}

/** A shopper's browser over real HTTP: keeps the cookies the shop sets, from one client address. */
export interface HttpBrowser {
  call(
    method: Method,
    path: string,
    body?: object,
    headers?: Record<string, string>,
  ): Promise<HttpAnswer>;
  readonly cookies: Readonly<Record<string, string>>;
}

/**
 * A browser at `clientAddress` (sent as X-Forwarded-For, which the shop believes when it trusts
 * the proxy in front) on the shop at `origin`. Its POSTs name the shop as their Origin, as a
 * browser on the shop's own page does.
 */
export function httpBrowser(origin: string, clientAddress: string): HttpBrowser {
  const cookies = new Map<string, string>();
  return {
    async call(method, path, body, headers = {}) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'x-forwarded-for': clientAddress,
          ...(method !== 'GET' && { origin }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(cookie && { cookie }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      for (const line of response.headers.getSetCookie()) keepCookie(cookies, line);
      const text = await response.text();
      const servedBy = response.headers.get(SERVED_BY_HEADER);
      return {
        status: response.status,
        headers: response.headers,
        body: text,
        servedBy: servedBy === null ? null : Number(servedBy),
        json: <T>() => JSON.parse(text) as T,
      };
    },
    get cookies() {
      return Object.fromEntries(cookies);
    },
  };
}

/** Applies one Set-Cookie line: a new value, or the cookie's end (empty, Max-Age=0, past expiry). */
function keepCookie(cookies: Map<string, string>, line: string): void {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  if (separator <= 0) return;
  const name = pair.slice(0, separator);
  const value = pair.slice(separator + 1);
  const ended = attributes.some((attribute) => {
    const [key = '', setting = ''] = attribute.split('=');
    if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
    if (key.toLowerCase() === 'expires') return new Date(setting).getTime() < Date.now();
    return false;
  });
  if (value === '' || ended) cookies.delete(name);
  else cookies.set(name, value);
}
