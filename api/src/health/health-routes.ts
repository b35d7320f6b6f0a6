import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase, type ShopDatabase } from '../db/database';
import { databaseUnavailableMessages, RETRY_AFTER_SECONDS } from '../db/database-unavailable';
import { errorBody } from '../http/error-handling';
import { shuttingDownMessages, type ServerLifecycle } from '../http/connection-drain';
import { requestLocale } from '../http/request-locale';

/**
 * Health as orchestrators ask for it. Live: the process answers (restart it if not). Ready: it
 * can serve the shop, its database answering and no stop under way (send it no traffic if not).
 * `/api/health` is readiness, for load balancers and the test harnesses that already use it.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{
  database: ShopDatabase;
  lifecycle: ServerLifecycle;
}> = async (app, { database, lifecycle }) => {
  app.get('/api/health/live', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  for (const url of ['/api/health', '/api/health/ready']) {
    app.get(url, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (lifecycle.stopping) {
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send(errorBody(shuttingDownMessages[requestLocale(request)]));
      }
      try {
        await pingDatabase(database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send(errorBody(databaseUnavailableMessages[requestLocale(request)]));
      }
      return reply.send({ status: 'ok', database: database.engine });
    });
  }
};
