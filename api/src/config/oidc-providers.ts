import { OIDC_PROVIDER_NAME_PATTERN } from '@shop/shared/contracts/schemas';
import type { OidcProviderConfig, OidcResponseMode } from './app-config';

/**
 * `OIDC_PROVIDERS`: a JSON object naming each social login provider, e.g.
 * `{"google":{"issuer":"https://accounts.google.com","clientId":"1234.apps.googleusercontent.com"}}`,
 * with an optional `"jwksUrl"` and `"tokenEndpoint"` for a provider whose discovery document should
 * not be asked for, the `"clientSecret"` its token endpoint wants (sent as `client_secret_post`),
 * and, for a "Continue with …" button on the login and registration pages, its
 * `"authorizationEndpoint"` and the `"label"` the button shows (docs/social-login.md).
 * Issuers and key sets must be HTTPS (plain HTTP only on this machine, for tests and development).
 */
export function readOidcProviders(raw: string | undefined): Record<string, OidcProviderConfig> {
  if (!raw?.trim()) return {};
  const fail = (problem: string): never => {
    throw new Error(`OIDC_PROVIDERS: ${problem}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail('must be a JSON object, e.g. {"google":{"issuer":"https://…","clientId":"…"}}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('must be a JSON object of providers');
  }
  const providers: Record<string, OidcProviderConfig> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!OIDC_PROVIDER_NAME_PATTERN.test(name)) {
      fail(`provider name "${name}" must be lower-case letters, digits and dashes`);
    }
    const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >;
    const issuer = fields.issuer;
    const clientId = fields.clientId;
    const jwksUrl = fields.jwksUrl ?? null;
    if (typeof issuer !== 'string' || !isProviderUrl(issuer)) {
      fail(`"${name}".issuer must be an https URL`);
    }
    if (typeof clientId !== 'string' || !clientId) fail(`"${name}".clientId must be a string`);
    if (jwksUrl !== null && (typeof jwksUrl !== 'string' || !isProviderUrl(jwksUrl))) {
      fail(`"${name}".jwksUrl must be an https URL`);
    }
    const authorizationEndpoint = fields.authorizationEndpoint ?? null;
    if (
      authorizationEndpoint !== null &&
      (typeof authorizationEndpoint !== 'string' || !isProviderUrl(authorizationEndpoint))
    ) {
      fail(`"${name}".authorizationEndpoint must be an https URL`);
    }
    const tokenEndpoint = fields.tokenEndpoint ?? null;
    if (
      tokenEndpoint !== null &&
      (typeof tokenEndpoint !== 'string' || !isProviderUrl(tokenEndpoint))
    ) {
      fail(`"${name}".tokenEndpoint must be an https URL`);
    }
    const clientSecret = fields.clientSecret ?? null;
    if (clientSecret !== null && (typeof clientSecret !== 'string' || !clientSecret)) {
      fail(`"${name}".clientSecret must be a string`);
    }
    const label = fields.label ?? name;
    if (typeof label !== 'string' || !label.trim() || label.length > 40) {
      fail(`"${name}".label must be a text of 1 to 40 characters`);
    }
    const responseMode = fields.responseMode ?? 'query';
    if (responseMode !== 'query' && responseMode !== 'form_post') {
      fail(`"${name}".responseMode must be "query" or "form_post"`);
    }
    providers[name] = {
      issuer: issuer as string,
      clientId: clientId as string,
      jwksUrl: jwksUrl as string | null,
      authorizationEndpoint: authorizationEndpoint as string | null,
      tokenEndpoint: tokenEndpoint as string | null,
      clientSecret: clientSecret as string | null,
      label: (label as string).trim(),
      responseMode: responseMode as OidcResponseMode,
    };
  }
  return providers;
}

/** An https URL, or plain http on this machine only (tests and development). */
export function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    // RFC 6761 §6.3: `localhost` and the names under it are this machine.
    const loopback =
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ||
      url.hostname.endsWith('.localhost');
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  } catch {
    return false;
  }
}
