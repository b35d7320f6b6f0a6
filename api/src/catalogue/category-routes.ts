import type { CategoriesResponse } from '@shop/shared/contracts';
import { DEFAULT_LOCALE } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LocaleQuery } from '../http/locale-query';
import { listCategories } from './category-repository';
import { buildCategoryTree } from './category-tree';

export const categoryRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get('/api/categories', { schema: { querystring: LocaleQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const body: CategoriesResponse = {
      locale,
      categories: buildCategoryTree(await listCategories(db), locale),
    };
    return reply.header('Cache-Control', 'public, max-age=60').send(body);
  });
};
