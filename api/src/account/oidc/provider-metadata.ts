import { isProviderUrl, type OidcProviderConfig } from '../../config';

/** How long a provider's discovery document may take to arrive. */
const DISCOVERY_TIMEOUT_MS = 5_000;

/** The provider's endpoints the shop's server calls. */
export interface ProviderEndpoints {
  jwksUri: string;
  tokenEndpoint: string | null;
}

/** The provider could not be asked (not the shopper's fault): unreachable, or a wrong document. */
export class ProviderUnavailable extends Error {}

/**
 * The configured endpoints, or those of the issuer's discovery document (OpenID Connect Discovery
 * 1.0) for the ones not configured. A document is asked for once per provider; a failed one is
 * asked again by the next sign-in, not remembered.
 */
export function createProviderMetadata(): (
  name: string,
  provider: OidcProviderConfig,
) => Promise<ProviderEndpoints> {
  const discovered = new Map<string, Promise<ProviderEndpoints>>();
  return (name, provider) => {
    if (provider.jwksUrl && provider.tokenEndpoint) {
      return Promise.resolve({ jwksUri: provider.jwksUrl, tokenEndpoint: provider.tokenEndpoint });
    }
    let endpoints = discovered.get(name);
    if (!endpoints) {
      endpoints = discover(provider);
      endpoints.catch(() => discovered.delete(name));
      discovered.set(name, endpoints);
    }
    return endpoints;
  };
}

async function discover(provider: OidcProviderConfig): Promise<ProviderEndpoints> {
  const discovery = `${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery, {
    redirect: 'error',
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new ProviderUnavailable(`${discovery} answered ${response.status}`);
  const document = (await response.json()) as {
    issuer?: unknown;
    jwks_uri?: unknown;
    token_endpoint?: unknown;
  };
  // OpenID Connect Discovery §4.3: the document must name the issuer it was asked for.
  if (document.issuer !== provider.issuer) {
    throw new ProviderUnavailable(`${discovery} names another issuer`);
  }
  const jwksUri = provider.jwksUrl ?? providerUrl(document.jwks_uri, 'jwks_uri', discovery);
  const tokenEndpoint =
    provider.tokenEndpoint ??
    (document.token_endpoint === undefined
      ? null
      : providerUrl(document.token_endpoint, 'token_endpoint', discovery));
  return { jwksUri, tokenEndpoint };
}

function providerUrl(value: unknown, field: string, discovery: string): string {
  if (typeof value !== 'string' || !isProviderUrl(value)) {
    throw new ProviderUnavailable(`${discovery} has no https ${field}`);
  }
  return new URL(value).href;
}
