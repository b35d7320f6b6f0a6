import type { CategoriesResponse } from '@shop/shared/contracts';
import { DEFAULT_LOCALE } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CategoryTreeSource } from './category-tree-source';
import { LocaleQuery } from '../http/locale-query';

export const categoryRoutes: FastifyPluginAsyncTypebox<{ frame: CategoryTreeSource }> = async (
  app,
  { frame },
) => {
  app.get('/api/categories', { schema: { querystring: LocaleQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const body: CategoriesResponse = { locale, categories: await frame.categoryTree(locale) };
    return reply.header('Cache-Control', 'public, max-age=60').send(body);
  });
};
