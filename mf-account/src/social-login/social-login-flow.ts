import {
  oidcFormPostPath,
  RUNTIME_CONFIG_ELEMENT_ID,
  type Locale,
  type SocialLoginProvider,
} from '@shop/shared';

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
  /** The PKCE verifier (RFC 7636): only this tab can trade the code the provider gives back. */
  codeVerifier: string;
  /** The `redirect_uri` sent, which the server repeats to the provider. */
  redirectUri: string;
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

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** 32 random bytes: 43 base64url characters, a PKCE verifier's shortest allowed length. */
function randomText(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636 §4.2: the S256 challenge of a verifier. */
async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The login page of the shopper's locale, where the provider sends them back. */
export function callbackUrl(localePrefix: string): string {
  return `${window.location.origin}${localePrefix}/login`;
}

/**
 * Sends the shopper to the provider's sign-in (OpenID Connect authorization code flow with PKCE,
 * the code coming back in the login page's query, directly or through the shop's `form_post`
 * receiver), with a fresh `state` against forged answers, a fresh `nonce`
 * the ID token must carry, and a fresh PKCE verifier, all kept in this tab's session storage: a
 * code read from the address bar or a log is worth nothing without the verifier.
 */
export async function startSocialLogin(
  provider: SocialLoginProvider,
  { locale, localePrefix, redirect }: { locale: Locale; localePrefix: string; redirect?: string },
): Promise<void> {
  const pending: PendingSocialLogin = {
    provider: provider.name,
    label: provider.label,
    state: randomText(),
    nonce: randomText(),
    codeVerifier: randomText(),
    redirectUri:
      provider.responseMode === 'form_post'
        ? `${window.location.origin}${oidcFormPostPath(locale)}`
        : callbackUrl(localePrefix),
    ...(redirect ? { redirect } : {}),
    startedAt: Date.now(),
  };
  const url = new URL(provider.authorizationEndpoint);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await challengeOf(pending.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', locale);
  // The shop's receiver takes the posted answer and hands it to this page's query.
  if (provider.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post');
  socialLoginBrowser.storage().setItem(PENDING_KEY, JSON.stringify(pending));
  socialLoginBrowser.assign(url.href);
}

/** The provider's answer in the query: what the login page removes from the address bar. */
export const PROVIDER_ANSWER_PARAMETERS = ['code', 'state', 'error', 'error_description', 'iss'];

export type SocialLoginReturn =
  | { outcome: 'none' }
  | { outcome: 'refused'; label: string }
  | {
      outcome: 'code';
      provider: string;
      label: string;
      code: string;
      codeVerifier: string;
      redirectUri: string;
      nonce: string;
      redirect?: string;
    };

/**
 * What the provider's answer in the query (`?code=…&state=…` or `?error=…&state=…`) says, checked
 * against the pending sign-in: the same `state` and not too old. The pending sign-in is used up
 * either way. `none` when the page was not opened by a provider.
 */
export function readSocialLoginReturn(search: string): SocialLoginReturn {
  const answer = new URLSearchParams(search);
  if (!answer.has('state') || !(answer.has('code') || answer.has('error'))) {
    return { outcome: 'none' };
  }
  const storage = socialLoginBrowser.storage();
  const pending = parsePending(storage.getItem(PENDING_KEY));
  storage.removeItem(PENDING_KEY);
  if (!pending) return { outcome: 'refused', label: '' };
  const code = answer.get('code');
  if (
    answer.get('state') !== pending.state ||
    Date.now() - pending.startedAt > PENDING_MAX_AGE_MS ||
    !code
  ) {
    return { outcome: 'refused', label: pending.label };
  }
  return {
    outcome: 'code',
    provider: pending.provider,
    label: pending.label,
    code,
    codeVerifier: pending.codeVerifier,
    redirectUri: pending.redirectUri,
    nonce: pending.nonce,
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
      typeof value.codeVerifier === 'string' &&
      typeof value.redirectUri === 'string' &&
      typeof value.startedAt === 'number'
      ? {
          label: '',
          ...value,
          provider: value.provider,
          state: value.state,
          nonce: value.nonce,
          codeVerifier: value.codeVerifier,
          redirectUri: value.redirectUri,
          startedAt: value.startedAt,
        }
      : null;
  } catch {
    return null;
  }
}
