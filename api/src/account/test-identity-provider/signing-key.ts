import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sharedSecret } from '../../state/shared-secrets';

/** PKCS #8 of an Ed25519 key, up to its 32-byte seed (RFC 8410 §7). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface TestIdpSigningKey {
  privateKey: KeyObject;
  /** The public half as the provider's key set publishes it. */
  publicJwk: JWK & { kid: string };
}

/**
 * The test provider's Ed25519 key, grown from a seed kept in the database: every server on the
 * database, and the same server after a restart, signs with the same key, so a token one of them
 * issued verifies on any other.
 */
export async function testIdpSigningKey(db: Kysely<Database>): Promise<TestIdpSigningKey> {
  const seed = Buffer.from(await sharedSecret(db, 'test-identity-provider'), 'base64url');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const kid = createHash('sha256').update(String(jwk.x)).digest('base64url').slice(0, 16);
  return { privateKey, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}
