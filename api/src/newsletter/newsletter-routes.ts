import type { NewsletterSignupResponse } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { newsletterMessages } from './newsletter-messages';
import { addSubscription } from './newsletter-repository';
import {
  NewsletterSignupBody,
  normalizeEmail,
  signupProblemMessage,
} from './newsletter-signup-schema';

export const newsletterRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.post(
    '/api/newsletter',
    // The schema's refusal is answered here, in the shopper's language, not by the generic handler.
    { schema: { body: NewsletterSignupBody }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send(errorBody(signupProblemMessage(request.body)));
      }
      const { email, language, privacy } = request.body;
      const messages = newsletterMessages[language];
      const added = await addSubscription(db, {
        email: normalizeEmail(email),
        language,
        privacyConsent: privacy,
      });
      if (!added) return reply.code(409).send(errorBody(messages.alreadySubscribed));
      const answer: NewsletterSignupResponse = { message: messages.subscribed };
      return reply.code(200).send(answer);
    },
  );
};
