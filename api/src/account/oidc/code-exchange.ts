import type { OidcProviderConfig } from '../../config';
import type { ProviderEndpoints } from './provider-metadata';

/** How long a provider's token endpoint may take to answer. */
const TOKEN_TIMEOUT_MS = 10_000;

/** What the shopper's browser brings back from the provider, with what it kept for the trade. */
export interface AuthorizationCodeGrant {
  code: string;
  /** The PKCE verifier whose S256 challenge the browser sent (RFC 7636). */
  codeVerifier: string;
  /** The `redirect_uri` of the authorization request, which the token request must repeat. */
  redirectUri: string;
}

export type CodeExchangeResult =
  | { ok: true; idToken: string }
  | {
      ok: false;
      /**
       * - `refused`: the provider does not take the code (used, expired, another verifier…);
       * - `provider-unavailable`: the provider could not be asked, answered nonsense, or does not
       *   know the shop's client (a configuration fault, not the shopper's).
       */
      reason: 'refused' | 'provider-unavailable';
      /** For the log (never the code or a token). */
      detail: string;
    };

/**
 * Trades an authorization code for the provider's ID token at its token endpoint (OpenID Connect
 * Core §3.1.3), as a client authenticated by `client_secret_post` when it has a secret, else as a
 * public client whose proof is the PKCE verifier alone.
 */
export async function exchangeAuthorizationCode(
  provider: OidcProviderConfig,
  endpoints: ProviderEndpoints,
  grant: AuthorizationCodeGrant,
): Promise<CodeExchangeResult> {
  if (!endpoints.tokenEndpoint) {
    return { ok: false, reason: 'provider-unavailable', detail: 'no token endpoint' };
  }
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: provider.clientId,
    code_verifier: grant.codeVerifier,
  });
  if (provider.clientSecret) form.set('client_secret', provider.clientSecret);
  let response: Response;
  try {
    response = await fetch(endpoints.tokenEndpoint, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'provider-unavailable', detail };
  }
  const answer = (await response.json().catch(() => null)) as {
    id_token?: unknown;
    error?: unknown;
  } | null;
  // RFC 6749 §5.2: a refused request is a 400 (401 for the client's credentials) naming why.
  if (response.status === 400 || response.status === 401) {
    const error = typeof answer?.error === 'string' ? answer.error : `status ${response.status}`;
    const shopsFault = error === 'invalid_client' || error === 'unauthorized_client';
    return { ok: false, reason: shopsFault ? 'provider-unavailable' : 'refused', detail: error };
  }
  if (!response.ok || typeof answer?.id_token !== 'string' || !answer.id_token) {
    return {
      ok: false,
      reason: 'provider-unavailable',
      detail: `token endpoint answered ${response.status} without an id_token`,
    };
  }
  return { ok: true, idToken: answer.id_token };
}
