import { CONSENT_TEXT_VERSIONS, type Locale, type StoreId } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, Gender, Interest } from '../db/schema';
import { enqueueEmail } from '../email/outbox-repository';
import { requestSignup } from '../newsletter/newsletter-service';
import { passwordResetEmail, resetPageUrl } from './auth-emails';
import { hashAuthToken, newAuthToken } from './auth-tokens';
import { findCustomerByEmail, insertCustomer, setPasswordHash } from './customer-repository';
import type { SocialIdentity } from './id-token-verifier';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import {
  consumeResetToken,
  insertResetToken,
  RESET_LINK_VALID_SECONDS,
} from './password-reset-repository';
import {
  deleteCustomerSessions,
  deleteSession,
  replaceSession as replaceSessionAtOnce,
  type SessionOwner,
} from './session-repository';
import {
  findLinkedCustomer,
  insertSocialCustomer,
  linkSocialLogin,
} from './social-login-repository';

export interface AuthServiceOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  /** Argon2id memory of new hashes, in KiB (see `AppConfig.passwordHashMemoryKib`). */
  passwordHashMemoryKib: number;
}

export interface Registration {
  /** Normalized (trimmed). */
  email: string;
  password: string;
  name: string;
  lastName: string;
  /** "YYYY-MM-DD" or null. */
  birthday: string | null;
  gender: Gender;
  interest: Interest;
  newsletter: boolean;
  language: Locale;
  /** The versions of the consent texts the form showed; today's when the client did not say. */
  consentTextVersions?: { privacy: string; newsletter: string };
}

/**
 * What accounts do: register, check a password, start and end sessions, e-mail a reset link and
 * reset a password. Passwords are hashed before any transaction opens (a hash takes a good part
 * of a second in production; PGlite has one connection that must not wait on it).
 */
export function createAuthService({ db, storeOrigins, passwordHashMemoryKib }: AuthServiceOptions) {
  // An unknown address is checked against this hash, so that it takes as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(newAuthToken(), passwordHashMemoryKib));

  /** Replaces the browser's session, if any, by a new one: a new id on every login (fixation). */
  async function replaceSession(
    trx: Kysely<Database>,
    previousToken: string | null,
    owner: SessionOwner,
    clearRateLimitBucket?: string,
  ): Promise<string> {
    const token = newAuthToken();
    await replaceSessionAtOnce(trx, {
      previousId: previousToken ? hashAuthToken(previousToken) : null,
      sessionId: hashAuthToken(token),
      owner,
      ...(clearRateLimitBucket !== undefined && { clearRateLimitBucket }),
    });
    return token;
  }

  return {
    /**
     * Creates the customer and their first session; answers the session's token, or null when the
     * address already has an account. A newsletter consent starts the newsletter's double opt-in
     * (its confirmation e-mail goes to the outbox in the same transaction).
     */
    async register(registration: Registration, previousToken: string | null) {
      const passwordHash = await hashPassword(registration.password, passwordHashMemoryKib);
      return db.transaction().execute(async (trx) => {
        const customerId = await insertCustomer(trx, {
          ...registration,
          passwordHash,
          consentTextVersions: registration.consentTextVersions ?? CONSENT_TEXT_VERSIONS,
        });
        if (customerId === null) return null;
        if (registration.newsletter) {
          await requestSignup(
            trx,
            {
              email: registration.email.toLowerCase(),
              language: registration.language,
              privacyConsent: true,
            },
            storeOrigins,
          );
        }
        return replaceSession(trx, previousToken, { customerId });
      });
    },

    /**
     * The customer whose address and password these are, or null (unknown address, and a customer
     * without a password, alike).
     */
    async authenticate(email: string, password: string): Promise<number | null> {
      const customer = await findCustomerByEmail(db, email);
      // A customer without a password (social login only) is refused like a wrong password, and
      // takes as long.
      if (!customer?.passwordHash) {
        await verifyPassword(password, await decoy());
        return null;
      }
      if (!(await verifyPassword(password, customer.passwordHash))) return null;
      if (needsRehash(customer.passwordHash, passwordHashMemoryKib)) {
        await setPasswordHash(db, customer.id, await hashPassword(password, passwordHashMemoryKib));
      }
      return customer.id;
    },

    /**
     * The customer of a verified social identity, found by the provider's account (even if its
     * address changed since), else by the verified address (and linked), else created without a
     * password (and linked); then a new session, in place of the browser's previous one, all in
     * one transaction. Null when the address's customer has another account of this provider.
     */
    async socialLogin(
      identity: SocialIdentity,
      language: Locale,
      previousToken: string | null,
    ): Promise<{ token: string; customerId: number; created: boolean } | null> {
      const refused = new Error('social login refused');
      const started = db.transaction().execute(async (trx) => {
        const { provider, subject } = identity;
        let customerId = await findLinkedCustomer(trx, provider, subject);
        let created = false;
        if (customerId === null) {
          const newId = await insertSocialCustomer(trx, {
            email: identity.email,
            name: identity.givenName,
            lastName: identity.familyName,
            language,
          });
          created = newId !== null;
          customerId = newId ?? (await findCustomerByEmail(trx, identity.email))?.id ?? null;
          if (customerId === null) throw refused;
          if (!(await linkSocialLogin(trx, provider, subject, customerId))) {
            // Linked meanwhile by a simultaneous first login, or the customer has another account
            // of this provider: only the former may sign in. Throwing undoes the whole attempt.
            if ((await findLinkedCustomer(trx, provider, subject)) !== customerId) throw refused;
          }
        }
        const token = await replaceSession(trx, previousToken, { customerId });
        return { token, customerId, created };
      });
      return started.catch((error: unknown) => {
        if (error === refused) return null;
        throw error;
      });
    },

    /**
     * A new session for a customer or a guest, in place of the browser's previous one; a login
     * also forgets its account's failed attempts (`clearRateLimitBucket`). One statement.
     */
    startSession(
      owner: SessionOwner,
      previousToken: string | null,
      clearRateLimitBucket?: string,
    ): Promise<string> {
      return replaceSession(db, previousToken, owner, clearRateLimitBucket);
    },

    async endSession(token: string): Promise<void> {
      await deleteSession(db, hashAuthToken(token));
    },

    /**
     * When the address has an account, records a new single-use reset link and writes its e-mail
     * to the outbox in one transaction; otherwise does nothing. Either way the caller answers alike.
     */
    async requestPasswordReset(email: string, language: Locale): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const customer = await findCustomerByEmail(trx, email);
        if (!customer) return;
        const token = newAuthToken();
        await insertResetToken(trx, customer.id, hashAuthToken(token));
        await enqueueEmail(
          trx,
          passwordResetEmail(
            customer.email,
            customer.name,
            language,
            resetPageUrl(storeOrigins, language, token),
            RESET_LINK_VALID_SECONDS / 60,
          ),
        );
      });
    },

    /**
     * Sets the password of the link's customer, uses the link up and ends every session of that
     * customer, in one transaction. False when the link is unknown, used or expired.
     */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password, passwordHashMemoryKib);
      return db.transaction().execute(async (trx) => {
        const customerId = await consumeResetToken(trx, hashAuthToken(token));
        if (customerId === null) return false;
        await setPasswordHash(trx, customerId, passwordHash);
        await deleteCustomerSessions(trx, customerId);
        return true;
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
