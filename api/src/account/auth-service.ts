import {
  CONSENT_TEXT_VERSIONS,
  type Locale,
  type RegistrationProfile,
  type StoreId,
} from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../email/outbox-repository';
import { passwordChangedEmail, welcomeEmail } from './account-notice-emails';
import { requestSignup } from '../newsletter';
import { clearLoginThrottle } from '../rate-limit/login-throttle';
import {
  activationEmail,
  activationPageUrl,
  alreadyRegisteredEmail,
  noAccountEmail,
  passwordResetEmail,
  resetPageUrl,
} from './auth-emails';
import { hashAuthToken, newAuthToken } from './auth-tokens';
import {
  findCustomerByEmail,
  insertCustomer,
  setPasswordHash,
  type CustomerCredentials,
} from './customer-repository';
import type { SocialIdentity } from './oidc/id-token-verifier';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import {
  ACTIVATION_LINK_VALID_SECONDS,
  insertPendingRegistration,
  takePendingRegistration,
} from './pending-registration-repository';
import {
  consumeResetToken,
  insertResetToken,
  NO_CUSTOMER,
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
  /** What follows a new account whose address is proven (its link opened, or a provider's word). */
  onAccountVerified?: AccountVerifiedHook;
}

/**
 * Other modules' part in a new account with a proven address, in the transaction that creates it:
 * the orders placed as a guest with that address join the account.
 */
export type AccountVerifiedHook = (
  trx: Kysely<Database>,
  customerId: number,
  email: string,
) => Promise<void>;

export interface Registration {
  /** Normalized (trimmed). */
  email: string;
  password: string;
  /** What the shopper said about themselves, stored as it is (`RegistrationProfile`). */
  profile: RegistrationProfile;
  newsletter: boolean;
  language: Locale;
  /** The versions of the consent texts the form showed; today's when the client did not say. */
  consentTextVersions?: { privacy: string; newsletter: string };
}

/**
 * What accounts do: register (confirmed by e-mail), check a password, start and end sessions, e-mail a reset link and
 * reset a password. Passwords are hashed before any transaction opens (a hash takes a good part
 * of a second in production; PGlite has one connection that must not wait on it).
 */
export function createAuthService({
  db,
  storeOrigins,
  passwordHashMemoryKib,
  onAccountVerified = async () => {},
}: AuthServiceOptions) {
  // An unknown address is checked against this hash, so that it takes as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(newAuthToken(), passwordHashMemoryKib));

  /** Replaces the browser's session, if any, by a new one: a new id on every login (fixation). */
  async function replaceSession(
    trx: Kysely<Database>,
    previousToken: string | null,
    owner: SessionOwner,
    throttleBucket?: string,
  ): Promise<string> {
    const token = newAuthToken();
    await replaceSessionAtOnce(trx, {
      previousId: previousToken ? hashAuthToken(previousToken) : null,
      sessionId: hashAuthToken(token),
      owner,
      ...(throttleBucket !== undefined && { clearLoginThrottle: throttleBucket }),
    });
    return token;
  }

  return {
    /**
     * Starts a registration confirmed by e-mail. For a new address the registration waits, with
     * its single-use link e-mailed to the address; for an address that has an account its owner
     * is told instead. Both paths hash the password and write one e-mail in one transaction, so
     * the answer cannot tell them apart, by its words or by its time.
     */
    async requestRegistration(registration: Registration, redirect: string): Promise<void> {
      const passwordHash = await hashPassword(registration.password, passwordHashMemoryKib);
      const token = newAuthToken();
      await db.transaction().execute(async (trx) => {
        const existing = await findCustomerByEmail(trx, registration.email);
        if (existing) {
          await enqueueEmail(
            trx,
            alreadyRegisteredEmail(
              existing.email,
              existing.name,
              registration.language,
              storeOrigins,
            ),
          );
          return;
        }
        await insertPendingRegistration(trx, hashAuthToken(token), {
          ...registration,
          passwordHash,
          consentTextVersions: registration.consentTextVersions ?? CONSENT_TEXT_VERSIONS,
          redirect,
        });
        await enqueueEmail(
          trx,
          activationEmail(
            registration.email,
            registration.profile.name,
            registration.language,
            activationPageUrl(storeOrigins, registration.language, token),
            ACTIVATION_LINK_VALID_SECONDS / 3600,
          ),
        );
      });
    },

    /**
     * Opens a registration's link: creates the customer (with the consents of the form, and the
     * newsletter's double opt-in when asked) and their first session, in one transaction. Null
     * when the link is unknown, used or expired, or the address got an account meanwhile.
     */
    async activateRegistration(
      token: string,
      previousToken: string | null,
    ): Promise<{ token: string; customerId: number; redirect: string } | null> {
      const refused = new Error('activation refused');
      const activated = db.transaction().execute(async (trx) => {
        const registration = await takePendingRegistration(trx, hashAuthToken(token));
        if (!registration) return null;
        const customerId = await insertCustomer(trx, registration);
        // The address got an account since (another link, a social login): this link is spent.
        if (customerId === null) throw refused;
        await onAccountVerified(trx, customerId, registration.email);
        await enqueueEmail(
          trx,
          welcomeEmail(
            {
              email: registration.email,
              name: registration.profile.name,
              language: registration.language,
            },
            storeOrigins,
          ),
        );
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
        const session = await replaceSession(trx, previousToken, { customerId });
        return { token: session, customerId, redirect: registration.redirect };
      });
      return activated.catch((error: unknown) => {
        if (error === refused) return null;
        throw error;
      });
    },

    /** The account of an address, if any: login looks it up once, before it may be delayed. */
    findAccount(email: string): Promise<CustomerCredentials | null> {
      return findCustomerByEmail(db, email);
    },

    /**
     * Whether `password` is the account's; an unknown address (null) and a customer without a
     * password (social login only) are refused like a wrong password, and take as long.
     */
    async checkPassword(account: CustomerCredentials | null, password: string): Promise<boolean> {
      if (!account?.passwordHash) {
        await verifyPassword(password, await decoy());
        return false;
      }
      if (!(await verifyPassword(password, account.passwordHash))) return false;
      if (needsRehash(account.passwordHash, passwordHashMemoryKib)) {
        await setPasswordHash(db, account.id, await hashPassword(password, passwordHashMemoryKib));
      }
      return true;
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
          if (newId !== null) {
            await onAccountVerified(trx, newId, identity.email);
            await enqueueEmail(
              trx,
              welcomeEmail(
                { email: identity.email, name: identity.givenName, language },
                storeOrigins,
              ),
            );
          }
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
     * also forgets its address's failed attempts (`throttleBucket`). One statement.
     */
    startSession(
      owner: SessionOwner,
      previousToken: string | null,
      throttleBucket?: string,
    ): Promise<string> {
      return replaceSession(db, previousToken, owner, throttleBucket);
    },

    async endSession(token: string): Promise<void> {
      await deleteSession(db, hashAuthToken(token));
    },

    /**
     * When the address has an account, records a new single-use reset link and writes its e-mail
     * to the outbox in one transaction; otherwise writes the address a note that it has no
     * account. Both paths run the same statements and write one e-mail, so the answer cannot
     * tell them apart, by its words or by its time.
     */
    async requestPasswordReset(email: string, language: Locale): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const customer = await findCustomerByEmail(trx, email);
        // The same statements on both paths; for an unknown address they change no row.
        const token = newAuthToken();
        await insertResetToken(trx, customer?.id ?? NO_CUSTOMER, hashAuthToken(token));
        await enqueueEmail(
          trx,
          customer
            ? passwordResetEmail(
                customer.email,
                customer.name,
                language,
                resetPageUrl(storeOrigins, language, token),
                RESET_LINK_VALID_SECONDS / 60,
              )
            : noAccountEmail(email, language, storeOrigins),
        );
      });
    },

    /**
     * Sets the password of the link's customer, uses the link up, ends every session of that
     * customer, forgets the address's failed logins and tells the owner by e-mail, in one
     * transaction. Answers the customer,
     * or null when the link is unknown, used or expired.
     */
    async resetPassword(token: string, password: string): Promise<number | null> {
      const passwordHash = await hashPassword(password, passwordHashMemoryKib);
      return db.transaction().execute(async (trx) => {
        const customerId = await consumeResetToken(trx, hashAuthToken(token));
        if (customerId === null) return null;
        await setPasswordHash(trx, customerId, passwordHash);
        await deleteCustomerSessions(trx, customerId);
        const customer = await trx
          .selectFrom('customers')
          .select(['email', 'name', 'language'])
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow();
        await clearLoginThrottle(trx, customer.email);
        await enqueueEmail(trx, passwordChangedEmail(customer, storeOrigins));
        return customerId;
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
