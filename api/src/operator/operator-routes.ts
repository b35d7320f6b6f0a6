import type { OperatorOutboxResponse } from '@shop/shared/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { latestEmails } from '../email/outbox-repository';
import { requireOperator } from '../http/operator-auth';
import { remoteStatuses } from './remote-status';

const OutboxQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
});

/** Endpoints for the shop's operators (DESIGN decision 12), each behind the operator token. */
export const operatorRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  operatorToken: string | undefined;
  config: AppConfig;
}> = async (app, { db, operatorToken, config }) => {
  app.addHook('onRequest', requireOperator(operatorToken));

  app.get(
    '/api/operator/outbox',
    { schema: { querystring: OutboxQuery } },
    async (request, reply) => {
      const rows = await latestEmails(db, request.query.limit);
      const answer: OperatorOutboxResponse = {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          kind: row.kind,
          language: row.language === 'en' ? 'en' : 'it',
          createdAt: row.created_at.toISOString(),
          sentAt: row.sent_at?.toISOString() ?? null,
          attempts: row.attempts,
          lastError: row.last_error,
          nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
        })),
      };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.get('/api/operator/remotes', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await remoteStatuses(config)),
  );
};
