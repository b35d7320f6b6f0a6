import type {
  Locale,
  ProfileChangeResponse,
  ProfileResponse,
  StoreId,
} from '@shop/shared/contracts';
import {
  NewsletterPreferenceRequest,
  PasswordChangeRequest,
  ProfileNameRequest,
} from '@shop/shared/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuthLimits } from '../../config';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox-repository';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { requestSignup, unsubscribeAddress } from '../../newsletter';
import { hitRateLimit } from '../../rate-limit/rate-limit';
import { passwordChangedEmail } from '../account-notice-emails';
import { authMessages } from '../auth-messages';
import { hashAuthToken } from '../auth-tokens';
import { setPasswordHash } from '../customer-repository';
import { hashPassword, verifyPassword } from '../password-hash';
import { isCommonPassword } from '../password-policy';
import { customerIdOf, requireCustomer } from '../require-customer';
import { sessionTokenOf } from '../session-cookie';
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
      if (!(await verifyPassword(currentPassword, customer.password_hash))) {
        const verdict = await hitRateLimit(
          db,
          PASSWORD_CHANGE_CUSTOMER,
          String(customerId),
          limits.loginPerAccount,
        );
        request.log.warn({ customerId }, 'password change refused: wrong current password');
        if (!verdict.allowed) {
          reply.header('Retry-After', String(verdict.retryAfterSeconds));
          return refuse(reply, 429, messages.tooManyPasswordAttempts(verdict.retryAfterSeconds));
        }
        return refuse(reply, 403, messages.wrongCurrentPassword);
      }
      if (isCommonPassword(password)) {
        return refuse(reply, 400, authMessages[locale].commonPassword);
      }
      const passwordHash = await hashPassword(password, passwordHashMemoryKib);
      const token = sessionTokenOf(request);
      const thisSession = token ? hashAuthToken(token) : '';
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, customerId, passwordHash);
        await endOtherSessions(trx, customerId, thisSession);
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
};

/** Signs the customer out everywhere but here. */
async function endOtherSessions(
  trx: Transaction<Database>,
  customerId: number,
  keep: string,
): Promise<void> {
  await trx
    .deleteFrom('sessions')
    .where('customer_id', '=', customerId)
    .where('id', '<>', keep)
    .execute();
}
