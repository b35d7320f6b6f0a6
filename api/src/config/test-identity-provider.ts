import type { OidcProviderConfig, TestIdentityProviderConfig } from './app-config';

/** Where the built-in test identity provider is served, one issuer per provider below it. */
export const TEST_IDP_PATH = '/api/test-identity-provider';
/** The shop's client id at the test provider. */
export const TEST_IDP_CLIENT_ID = 'shop-development';

/** The providers it plays, named as a shopper would know them on the login page's buttons. */
/** "Apple" answers by `form_post`, as Apple's web sign-in does, so the shop's receiver is tried too. */
export const TEST_IDENTITY_PROVIDERS = [
  { name: 'test-google', label: 'Google', responseMode: 'query' },
  { name: 'test-apple', label: 'Apple', responseMode: 'form_post' },
] as const;

export const testIssuer = (publicOrigin: string, name: string) =>
  `${publicOrigin}${TEST_IDP_PATH}/${name}`;

/**
 * The test providers as social login providers, configured as a real one would be (docs/social-login.md),
 * except that the server calls their token endpoint and key set on its own address: the store's
 * public host may not resolve on the server (`it.localhost`).
 */
export function testIdentityProviderConfigs({
  publicOrigin,
  backchannelOrigin,
}: TestIdentityProviderConfig): Record<string, OidcProviderConfig> {
  return Object.fromEntries(
    TEST_IDENTITY_PROVIDERS.map(({ name, label, responseMode }) => {
      const issuer = testIssuer(publicOrigin, name);
      const backchannel = `${backchannelOrigin}${TEST_IDP_PATH}/${name}`;
      const provider: OidcProviderConfig = {
        issuer,
        clientId: TEST_IDP_CLIENT_ID,
        jwksUrl: `${backchannel}/jwks`,
        authorizationEndpoint: `${issuer}/authorize`,
        tokenEndpoint: `${backchannel}/token`,
        clientSecret: null,
        label,
        responseMode,
      };
      return [name, provider];
    }),
  );
}
