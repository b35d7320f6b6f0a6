import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase, type ShopDatabase } from '../db/database';
import { errorBody } from '../http/error-handling';

/** Liveness and database reachability, for load balancers and the e2e harness. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ database: ShopDatabase }> = async (
  app,
  { database },
) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody('Database unavailable'));
    }
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', database: database.engine });
  });
};
