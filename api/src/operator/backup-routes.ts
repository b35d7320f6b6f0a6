import type { FastifyPluginAsync } from 'fastify';
import type { ShopDatabase } from '../db/database';
import { backupFileName } from '../db/backup/backup-files';
import { errorBody } from '../http/error-handling';
import { requireOperator } from '../http/operator-auth';

/**
 * `GET /api/operator/backup`: the running shop's embedded database as a gzipped tarball of its
 * folder (what `npm run db:backup` saves). Only the server may read the folder while it runs;
 * queries wait while the dump is taken, between two transactions. PostgreSQL is backed up with
 * its own tool (pg_dump), not through the shop.
 */
export const backupRoutes: FastifyPluginAsync<{
  database: ShopDatabase;
  operatorToken: string | undefined;
}> = async (app, { database, operatorToken }) => {
  app.addHook('onRequest', requireOperator(operatorToken));

  app.get('/api/operator/backup', async (request, reply) => {
    if (!database.dumpDataDir) {
      return reply
        .code(409)
        .send(errorBody('This shop runs on PostgreSQL: npm run db:backup saves it with pg_dump.'));
    }
    const started = performance.now();
    const archive = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    const ms = Math.round(performance.now() - started);
    request.log.info({ bytes: archive.length, ms }, 'embedded database backed up');
    return reply
      .type('application/gzip')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${backupFileName('pglite')}"`)
      .header('Server-Timing', `dump;dur=${ms}`)
      .send(archive);
  });
};
