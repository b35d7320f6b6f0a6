import type {
  NewsletterConfirmResponse,
  NewsletterSignupResponse,
  StoreId,
} from '@shop/shared/contracts';
import { NewsletterConfirmRequest, NewsletterSignupRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/schema';
import { contractBody, type ShopPluginAsync } from '../http/contract-validation';
import { errorBody } from '../http/error-handling';
import { hitRateLimit, type RateLimitVerdict } from '../rate-limit/rate-limit';
import { newsletterMessages } from './newsletter-messages';
import { confirmSignup, requestSignup } from './newsletter-service';

export interface NewsletterRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  limits: { perEmail: RateLimitRule; perClient: RateLimitRule };
}

export const newsletterRoutes: ShopPluginAsync<NewsletterRoutesOptions> = async (
  app,
  { db, storeOrigins, limits },
) => {
  const refuse = (
    reply: FastifyReply,
    verdict: RateLimitVerdict & { allowed: false },
    message: string,
  ) =>
    reply
      .code(429)
      .header('Retry-After', String(verdict.retryAfterSeconds))
      .send(errorBody(message));

  app.post(
    '/api/newsletter',
    {
      ...contractBody(NewsletterSignupRequest),
      config: { invalidMessage: (locale) => newsletterMessages[locale].invalidLanguage },
    },
    async (request, reply) => {
      const { email, language, privacy } = request.body;
      const messages = newsletterMessages[language];
      const address = email.toLowerCase();

      // Per client first: a client over its limit does not use up the addresses it names.
      const perClient = await hitRateLimit(db, 'newsletter-client', request.ip, limits.perClient);
      if (!perClient.allowed) return refuse(reply, perClient, messages.tooManyRequests);
      const perEmail = await hitRateLimit(db, 'newsletter-email', address, limits.perEmail);
      if (!perEmail.allowed) return refuse(reply, perEmail, messages.tooManyRequests);

      await db
        .transaction()
        .execute((trx) =>
          requestSignup(trx, { email: address, language, privacyConsent: privacy }, storeOrigins),
        );
      const answer: NewsletterSignupResponse = { message: messages.checkInbox };
      return reply.code(200).send(answer);
    },
  );

  app.post(
    '/api/newsletter/confirm',
    contractBody(NewsletterConfirmRequest),
    async (request, reply) => {
      const messages = newsletterMessages[request.body.language];
      const perClient = await hitRateLimit(
        db,
        'newsletter-confirm-client',
        request.ip,
        limits.perClient,
      );
      if (!perClient.allowed) return refuse(reply, perClient, messages.tooManyRequests);

      const outcome = await db
        .transaction()
        .execute((trx) => confirmSignup(trx, request.body.token, storeOrigins));
      if (outcome === 'invalid') return reply.code(404).send(errorBody(messages.invalidLink));
      const answer: NewsletterConfirmResponse = {
        message: outcome === 'reconfirmed' ? messages.reconfirmed : messages.confirmed,
      };
      return reply.code(200).send(answer);
    },
  );
};
