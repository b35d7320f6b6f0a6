import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderConfig } from '../../config';
import type { ProviderEndpoints } from './provider-metadata';

/** How far the provider's clock and ours may disagree on `exp`, `nbf` and `iat`. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 60;
/** Signatures with a provider's public key only: no `none`, no shared-secret (HS*) algorithms. */
const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Who the provider says signed in: what the shop may rely on from a verified ID token. */
export interface SocialIdentity {
  provider: string;
  /** The provider's stable id of the account (`sub`). */
  subject: string;
  /** Verified by the provider (`email_verified: true`). */
  email: string;
  givenName: string;
  familyName: string;
}

export type IdTokenVerdict =
  | { ok: true; identity: SocialIdentity }
  | {
      ok: false;
      /**
       * - `invalid-token`: signature, issuer, audience, times or claims are wrong;
       * - `email-not-verified`: no address, or the provider has not verified it;
       * - `provider-unavailable`: the provider's keys could not be read (not the shopper's fault).
       */
      reason: 'invalid-token' | 'email-not-verified' | 'provider-unavailable';
      /** For the log: what was wrong (never the token). */
      detail: string;
    };

export interface IdTokenVerifier {
  /** Whether `provider` is configured. */
  knows(provider: string): boolean;
  /**
   * Checks an ID token of a configured provider; with `nonce`, the token must carry it (the code
   * flow's binding of the token to the browser that started the sign-in).
   */
  verify(provider: string, idToken: string, expected?: { nonce: string }): Promise<IdTokenVerdict>;
}

/** jose's errors that say the token is wrong, as opposed to the provider being unreachable. */
const TOKEN_ERRORS = new Set<string>([
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

/**
 * Verifies OpenID Connect ID tokens with jose: the signature against the provider's published keys
 * (fetched once and cached by `createRemoteJWKSet`, fetched again for an unknown key id), then
 * `iss`, `aud` (the shop's client id; with several audiences `azp` must be it), `exp` and `nbf`
 * within a small tolerance, a `sub`, and an e-mail address the provider has verified.
 * A provider without a configured `jwksUrl` is asked for its discovery document on first use
 * (`provider-metadata.ts`).
 */
export function createIdTokenVerifier(
  providers: Record<string, OidcProviderConfig>,
  endpointsOf: (name: string, provider: OidcProviderConfig) => Promise<ProviderEndpoints>,
): IdTokenVerifier {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async function keySetOf(name: string, provider: OidcProviderConfig) {
    const { jwksUri } = await endpointsOf(name, provider);
    let keySet = keySets.get(jwksUri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri));
      keySets.set(jwksUri, keySet);
    }
    return keySet;
  }

  return {
    knows: (provider) => Object.hasOwn(providers, provider),

    async verify(name, idToken, expected) {
      const provider = Object.hasOwn(providers, name) ? providers[name] : undefined;
      if (!provider) return { ok: false, reason: 'invalid-token', detail: 'unknown provider' };
      let payload: JWTPayload;
      try {
        const keySet = await keySetOf(name, provider);
        ({ payload } = await jwtVerify(idToken, keySet, {
          issuer: provider.issuer,
          audience: provider.clientId,
          algorithms: ALGORITHMS,
          clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError && TOKEN_ERRORS.has(error.code)) {
          return { ok: false, reason: 'invalid-token', detail: error.code };
        }
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: 'provider-unavailable', detail };
      }
      if (expected && payload.nonce !== expected.nonce) {
        return { ok: false, reason: 'invalid-token', detail: 'nonce is not the one sent' };
      }
      return identityOf(name, provider, payload);
    },
  };
}

function identityOf(
  name: string,
  provider: OidcProviderConfig,
  payload: JWTPayload,
): IdTokenVerdict {
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== provider.clientId) {
    return { ok: false, reason: 'invalid-token', detail: 'azp is not the client id' };
  }
  if (typeof payload.sub !== 'string' || !payload.sub) {
    return { ok: false, reason: 'invalid-token', detail: 'no sub' };
  }
  const email = payload.email;
  if (typeof email !== 'string' || !email.trim() || payload.email_verified !== true) {
    return { ok: false, reason: 'email-not-verified', detail: 'e-mail missing or not verified' };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  let givenName = text(payload.given_name);
  let familyName = text(payload.family_name);
  if (!givenName && !familyName) {
    const [first = '', ...rest] = text(payload.name).split(/\s+/);
    givenName = first;
    familyName = rest.join(' ');
  }
  return {
    ok: true,
    identity: {
      provider: name,
      subject: payload.sub,
      email: email.trim(),
      givenName: givenName.slice(0, 100),
      familyName: familyName.slice(0, 100),
    },
  };
}
