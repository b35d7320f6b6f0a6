import { isLocale, type Locale } from '@shop/shared/contracts';
import { TEST_IDP_CLIENT_ID } from '../../config';

/** An authorization request the test provider accepts (OpenID Connect Core §3.1.2.1, RFC 7636). */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  language: Locale;
  /** How the answer goes back: in the redirect URI's query, or posted to it by a form. */
  responseMode: ResponseMode;
}

export type ResponseMode = 'query' | 'form_post';

/** What goes back to the client: its fields, to its redirect URI, in the mode it asked for. */
export interface ClientAnswer {
  redirectUri: string;
  responseMode: ResponseMode;
  fields: Record<string, string>;
}

export type AuthorizationRequestCheck =
  | { ok: true; request: AuthorizationRequest }
  /** RFC 6749 §4.1.2.1: with no trustworthy redirect URI, the provider tells the shopper itself. */
  | { ok: false; answer: null; problem: string }
  /** Every other fault goes back to the client as `error=…` with its `state`. */
  | { ok: false; answer: ClientAnswer; problem: string };

/** S256 of a 43-to-128-character verifier: 43 base64url characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_PARAMETER_LENGTH = 512;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_PARAMETER_LENGTH
    ? value
    : null;

/**
 * Checks an authorization request's parameters: the shop's client, one of its login pages to go
 * back to, the code flow, a `state` and a `nonce`, and PKCE with S256 (the plain method is
 * refused: it proves nothing to a server that sees the challenge).
 */
export function checkAuthorizationRequest(
  parameters: Record<string, unknown>,
  redirectUris: Set<string>,
): AuthorizationRequestCheck {
  const clientId = textOf(parameters.client_id);
  const redirectUri = textOf(parameters.redirect_uri);
  if (clientId !== TEST_IDP_CLIENT_ID) {
    return { ok: false, answer: null, problem: 'unknown client_id' };
  }
  if (!redirectUri || !redirectUris.has(redirectUri)) {
    return { ok: false, answer: null, problem: 'redirect_uri is not registered' };
  }
  const state = textOf(parameters.state);
  const responseMode: ResponseMode =
    parameters.response_mode === 'form_post' ? 'form_post' : 'query';
  const back = (error: string, problem: string): AuthorizationRequestCheck => ({
    ok: false,
    answer: {
      redirectUri,
      responseMode,
      fields: { error, error_description: problem, ...(state && { state }) },
    },
    problem,
  });
  if (parameters.response_mode !== undefined && parameters.response_mode !== responseMode) {
    return back('invalid_request', 'response_mode must be query or form_post');
  }
  if (parameters.response_type !== 'code') {
    return back('unsupported_response_type', 'only the code flow is served');
  }
  const scopes = typeof parameters.scope === 'string' ? parameters.scope.split(' ') : [];
  if (!scopes.includes('openid')) return back('invalid_scope', 'the openid scope is required');
  if (!state) return back('invalid_request', 'state is required');
  const nonce = textOf(parameters.nonce);
  if (!nonce) return back('invalid_request', 'nonce is required');
  const codeChallenge = textOf(parameters.code_challenge);
  if (parameters.code_challenge_method !== 'S256' || !codeChallenge) {
    return back('invalid_request', 'PKCE with code_challenge_method=S256 is required');
  }
  if (!S256_CHALLENGE.test(codeChallenge)) {
    return back('invalid_request', 'code_challenge is not an S256 challenge');
  }
  const wanted =
    typeof parameters.ui_locales === 'string' ? parameters.ui_locales.split(' ')[0] : '';
  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      state,
      nonce,
      codeChallenge,
      language: isLocale(wanted) ? wanted : 'it',
      responseMode,
    },
  };
}
