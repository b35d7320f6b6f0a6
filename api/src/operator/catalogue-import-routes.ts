import type { StoreId } from '@shop/shared/contracts';
import { CATALOGUE_IMPORT_MAX_PICTURES } from '@shop/shared/contracts/schemas';
import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { importCatalogue, type Catalogue } from '../catalogue';
import type { Database } from '../db/schema';
import type { ShopPluginAsync } from '../http/contract-validation';
import { requireOperator } from '../http/operator-auth';

/** 2,000 products with their colours, sizes and pictures: about 4 MB of JSON. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * `POST /api/operator/catalogue/import[?dryRun=true]`: a back office's (or
 * `npm run catalogue:import`'s) products, created or updated by SKU, all or nothing. The listings,
 * search and sitemaps read the products from the database, and the listing index is told at once.
 */
export const catalogueImportRoutes: ShopPluginAsync<{
  db: Kysely<Database>;
  operatorToken: string | undefined;
  storeOrigins: Record<StoreId, string>;
  catalogue: Catalogue;
}> = async (app, { db, operatorToken, storeOrigins, catalogue }) => {
  app.addHook('onRequest', requireOperator(operatorToken));

  app.post(
    '/api/operator/catalogue/import',
    {
      schema: { querystring: Type.Object({ dryRun: Type.Optional(Type.Boolean()) }) },
      bodyLimit: IMPORT_BODY_LIMIT,
      // The longest list is the dry run's pictures to come, longer than the products.
      config: { bodyShape: { maxEntries: CATALOGUE_IMPORT_MAX_PICTURES } },
    },
    async (request, reply) => {
      const dryRun = request.query.dryRun === true;
      const outcome = await importCatalogue(db, request.body, { dryRun, storeOrigins });
      reply.header('Cache-Control', 'no-store');
      if ('refusal' in outcome) return reply.code(422).send(outcome.refusal);
      if (!dryRun) catalogue.invalidate();
      request.log.info(
        {
          dryRun,
          created: outcome.report.created.length,
          updated: outcome.report.updated.length,
        },
        'catalogue imported',
      );
      return reply.send(outcome.report);
    },
  );
};
