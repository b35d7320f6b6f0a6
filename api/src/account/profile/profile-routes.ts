import type {
  Locale,
  ProfileChangeResponse,
  ProfileResponse,
  StoreId,
} from '@shop/shared/contracts';
import {
  EmailChangeConfirmRequest,
  EmailChangeRequest,
  NewsletterPreferenceRequest,
  PasswordChangeRequest,
  ProfileNameRequest,
} from '@shop/shared/contracts/schemas';
import { ruleMessage } from '@shop/shared/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthLimits } from '../../config';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox-repository';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { moveSubscription, requestSignup, unsubscribeAddress } from '../../newsletter';
import { hitRateLimit } from '../../rate-limit/rate-limit';
import {
  emailChangedEmail,
  emailChangeEmail,
  passwordChangedEmail,
} from '../account-notice-emails';
import { authMessages } from '../auth-messages';
import { hashAuthToken } from '../auth-tokens';
import { setPasswordHash } from '../customer-repository';
import { hashPassword, verifyPassword } from '../password-hash';
import { isCommonPassword } from '../password-policy';
import { customerIdOf, requireCustomer } from '../require-customer';
import { sessionTokenOf } from '../session-cookie';
import { deleteOtherSessions } from '../session-repository';
import { addressTaken, claimEmailChange, requestEmailChange } from './email-change-repository';
import { readProfile, recordConsent } from './profile-repository';
import { profileMessages } from './profile-messages';

export interface ProfileRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  limits: AuthLimits;
  passwordHashMemoryKib: number;
}

/** Wrong current passwords, per customer: the login's per-account rule. */
const PASSWORD_CHANGE_CUSTOMER = 'account-password-change';
/** Links sent to new addresses, per customer: lost password's per-address rule. */
const EMAIL_CHANGE_CUSTOMER = 'account-email-change';

/**
 * The signed-in customer's own profile (issue 30): read it; change the name; change the password
 * given the current one, which signs every other session out; subscribe to the newsletter (its
 * double opt-in) or leave it. Every consent given or withdrawn is logged with its words' version.
 */
export const profileRoutes: ShopPluginAsync<ProfileRoutesOptions> = async (
  app,
  { db, storeOrigins, limits, passwordHashMemoryKib },
) => {
  const customerOnly = requireCustomer(db, storeOrigins);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(errorBody(message));

  const profileOf = async (request: FastifyRequest) => {
    const profile = await readProfile(db, customerIdOf(request));
    if (!profile) throw new Error('A signed-in customer without a profile');
    return profile;
  };
  /**
   * Whether `password` is the customer's; a wrong one counts against the login's per-account
   * rule and answers 403, or 429 past it.
   */
  const currentPasswordHolds = async (
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
    stored: string,
  ): Promise<boolean> => {
    if (await verifyPassword(password, stored)) return true;
    const customerId = customerIdOf(request);
    const messages = profileMessages[requestLocale(request)];
    const verdict = await hitRateLimit(
      db,
      PASSWORD_CHANGE_CUSTOMER,
      String(customerId),
      limits.loginPerAccount,
    );
    request.log.warn(
      { customerId, url: request.url },
      'profile change refused: wrong current password',
    );
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      void refuse(reply, 429, messages.tooManyPasswordAttempts(verdict.retryAfterSeconds));
    } else {
      void refuse(reply, 403, messages.wrongCurrentPassword);
    }
    return false;
  };
  const changed = async (request: FastifyRequest, reply: FastifyReply, message: string) => {
    const answer: ProfileChangeResponse = { message, profile: await profileOf(request) };
    return reply.header('Cache-Control', 'no-store').send(answer);
  };

  app.get('/api/account/profile', { preHandler: customerOnly }, async (request, reply) => {
    const answer: ProfileResponse = await profileOf(request);
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.patch(
    '/api/account/profile',
    { ...contractBody(ProfileNameRequest), preValidation: customerOnly },
    async (request, reply) => {
      await db
        .updateTable('customers')
        .set({ name: request.body.name, last_name: request.body.lastName })
        .where('id', '=', customerIdOf(request))
        .execute();
      return changed(request, reply, profileMessages[requestLocale(request)].nameSaved);
    },
  );

  app.post(
    '/api/account/password',
    { ...contractBody(PasswordChangeRequest), preValidation: customerOnly },
    async (request, reply) => {
      const locale: Locale = requestLocale(request);
      const messages = profileMessages[locale];
      const customerId = customerIdOf(request);
      const customer = await db
        .selectFrom('customers')
        .select(['email', 'name', 'language', 'password_hash'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      if (customer.password_hash === null) return refuse(reply, 409, messages.noPasswordYet);
      const { currentPassword, password } = request.body;
      if (!(await currentPasswordHolds(request, reply, currentPassword, customer.password_hash))) {
        return reply;
      }
      if (isCommonPassword(password)) {
        return refuse(reply, 400, authMessages[locale].commonPassword);
      }
      const passwordHash = await hashPassword(password, passwordHashMemoryKib);
      const token = sessionTokenOf(request);
      const thisSession = token ? hashAuthToken(token) : '';
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, customerId, passwordHash);
        await deleteOtherSessions(trx, customerId, thisSession);
        await enqueueEmail(trx, passwordChangedEmail(customer, storeOrigins));
      });
      request.log.info({ customerId }, 'password changed; other sessions ended');
      return changed(request, reply, messages.passwordChanged);
    },
  );

  app.post(
    '/api/account/newsletter',
    { ...contractBody(NewsletterPreferenceRequest), preValidation: customerOnly },
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = profileMessages[locale];
      const customerId = customerIdOf(request);
      const { subscribe, textVersion } = request.body;
      const before = await profileOf(request);
      if (subscribe && before.newsletter === 'subscribed') {
        return changed(request, reply, messages.newsletterAlreadySubscribed);
      }
      await db.transaction().execute(async (trx) => {
        await recordConsent(trx, customerId, {
          kind: 'newsletter',
          granted: subscribe,
          textVersion,
        });
        if (subscribe) {
          await requestSignup(
            trx,
            { email: before.email.toLowerCase(), language: locale, privacyConsent: true },
            storeOrigins,
          );
        } else {
          await unsubscribeAddress(trx, before.email);
        }
      });
      return changed(
        request,
        reply,
        subscribe ? messages.newsletterAwaitingConfirmation : messages.newsletterUnsubscribed,
      );
    },
  );

  app.post(
    '/api/account/email',
    { ...contractBody(EmailChangeRequest), preValidation: customerOnly },
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = profileMessages[locale];
      const customerId = customerIdOf(request);
      const { email, currentPassword } = request.body;
      const customer = await db
        .selectFrom('customers')
        .select(['email', 'name', 'language', 'password_hash'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      if (customer.password_hash !== null) {
        if (!currentPassword) return refuse(reply, 400, messages.currentPasswordNeeded);
        if (
          !(await currentPasswordHolds(request, reply, currentPassword, customer.password_hash))
        ) {
          return reply;
        }
      }
      if (email.toLowerCase() === customer.email.toLowerCase()) {
        return refuse(reply, 400, messages.sameEmail);
      }
      const sent = await hitRateLimit(
        db,
        EMAIL_CHANGE_CUSTOMER,
        String(customerId),
        limits.lostPasswordPerEmail,
      );
      if (!sent.allowed) {
        reply.header('Retry-After', String(sent.retryAfterSeconds));
        return refuse(
          reply,
          429,
          authMessages[locale].tooManyLoginAttempts(sent.retryAfterSeconds),
        );
      }
      // The same answer whether or not another account has the address: only the owner of the
      // new address, who opens the link, learns that.
      await db.transaction().execute(async (trx) => {
        const token = await requestEmailChange(trx, customerId, email);
        await enqueueEmail(trx, emailChangeEmail(customer, email, token, storeOrigins));
      });
      request.log.info({ customerId }, 'address change asked: link sent to the new address');
      return changed(request, reply, messages.emailLinkSent(email));
    },
  );

  app.post(
    '/api/account/email/confirm',
    contractBody(EmailChangeConfirmRequest),
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = profileMessages[locale];
      const outcome = await db.transaction().execute(async (trx) => {
        const change = await claimEmailChange(trx, request.body.token);
        if (!change) return 'invalid' as const;
        if (await addressTaken(trx, change.newEmail, change.customerId)) return 'taken' as const;
        const customer = await trx
          .selectFrom('customers')
          .select(['email', 'name', 'language'])
          .where('id', '=', change.customerId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('customers')
          .set({ email: change.newEmail })
          .where('id', '=', change.customerId)
          .execute();
        await moveSubscription(trx, customer.email, change.newEmail);
        await enqueueEmail(trx, emailChangedEmail(customer, change.newEmail, storeOrigins));
        return { email: change.newEmail, customerId: change.customerId };
      });
      if (outcome === 'invalid') {
        return refuse(reply, 400, ruleMessage('invalidEmailChangeLink', locale));
      }
      if (outcome === 'taken') return refuse(reply, 409, messages.emailTaken);
      request.log.info({ customerId: outcome.customerId }, 'address changed');
      return reply
        .header('Cache-Control', 'no-store')
        .send({ message: messages.emailChanged(outcome.email) });
    },
  );
};
