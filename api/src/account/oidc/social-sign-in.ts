import type { StoreId } from '@shop/shared/contracts';
import type { SocialLoginRequest } from '@shop/shared/contracts/schemas';
import type { OidcProviderConfig } from '../../config';
import { exchangeAuthorizationCode } from './code-exchange';
import { createIdTokenVerifier, type IdTokenVerdict } from './id-token-verifier';
import { createProviderMetadata } from './provider-metadata';
import { oidcRedirectUris } from './store-login-pages';

export interface SocialSignIn {
  /** Whether `provider` is configured. */
  knows(provider: string): boolean;
  /** Who the provider says signed in: from the code it gave the shopper, or from its ID token. */
  identify(request: SocialLoginRequest): Promise<IdTokenVerdict>;
}

/**
 * Social login's side of OpenID Connect: trades a code for the provider's ID token (with the PKCE
 * verifier, back to the store's own login page) and verifies the token, its `nonce` included; or
 * verifies an ID token a client brings itself.
 */
export function createSocialSignIn(
  providers: Record<string, OidcProviderConfig>,
  storeOrigins: Record<StoreId, string>,
): SocialSignIn {
  const endpointsOf = createProviderMetadata();
  const idTokens = createIdTokenVerifier(providers, endpointsOf);
  const redirectUris = oidcRedirectUris(storeOrigins);

  return {
    knows: idTokens.knows,

    async identify(request) {
      if (!('code' in request)) return idTokens.verify(request.provider, request.idToken);
      const provider = Object.hasOwn(providers, request.provider)
        ? providers[request.provider]
        : undefined;
      if (!provider) return { ok: false, reason: 'invalid-token', detail: 'unknown provider' };
      if (!redirectUris.has(request.redirectUri)) {
        return { ok: false, reason: 'invalid-token', detail: 'redirect_uri is not the shop’s' };
      }
      let endpoints;
      try {
        endpoints = await endpointsOf(request.provider, provider);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: 'provider-unavailable', detail };
      }
      const exchanged = await exchangeAuthorizationCode(provider, endpoints, request);
      if (!exchanged.ok) {
        const reason = exchanged.reason === 'refused' ? 'invalid-token' : 'provider-unavailable';
        return { ok: false, reason, detail: `code: ${exchanged.detail}` };
      }
      return idTokens.verify(request.provider, exchanged.idToken, { nonce: request.nonce });
    },
  };
}
