import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashAuthToken, newAuthToken } from '../auth-tokens';

/** RFC 6749 §4.1.2 recommends at most ten minutes; a shopper's browser needs seconds. */
const CODE_LIFETIME_SECONDS = 120;

/** Who signed in at the test provider, and for which authorization request. */
export interface CodeGrant {
  provider: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** A new code for `grant`; only its hash is kept. Codes long past their use are cleared. */
export async function issueCode(db: Kysely<Database>, grant: CodeGrant): Promise<string> {
  const code = newAuthToken();
  await db
    .deleteFrom('test_idp_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('test_idp_codes')
    .values({
      code_hash: hashAuthToken(code),
      provider: grant.provider,
      client_id: grant.clientId,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      nonce: grant.nonce,
      email: grant.email,
      given_name: grant.givenName,
      family_name: grant.familyName,
      expires_at: sql<Date>`now() + make_interval(secs => ${CODE_LIFETIME_SECONDS})`,
    })
    .execute();
  return code;
}

/**
 * The grant of `code` at `provider`, used up by this call: null for a code unknown, expired or
 * already redeemed (RFC 6749 §4.1.2: a code is used once), whichever server redeemed it.
 */
export async function redeemCode(
  db: Kysely<Database>,
  provider: string,
  code: string,
): Promise<CodeGrant | null> {
  const row = await db
    .updateTable('test_idp_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashAuthToken(code))
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  return row
    ? {
        provider: row.provider,
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        codeChallenge: row.code_challenge,
        nonce: row.nonce,
        email: row.email,
        givenName: row.given_name,
        familyName: row.family_name,
      }
    : null;
}
