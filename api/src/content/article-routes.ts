import { DEFAULT_LOCALE } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { LocaleQuery } from '../http/locale-query';
import { findArticle, listArticles } from './article-repository';
import { ArticleListParams, ArticleListQuery, ArticleParams } from './article-schema';
import { contentPageMessages } from './content-page-messages';

/**
 * News posts, care-guide pages and brand stories (spec §2): a section's list, newest first and
 * paged, and one article by its slug in the asked language.
 */
export const articleRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/articles/:kind',
    { schema: { params: ArticleListParams, querystring: ArticleListQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const page = request.query.page ?? 1;
      const list = await listArticles(db, request.params.kind, locale, page);
      // Page 1 of an empty section is an empty list; a page past the last names nothing.
      if (page > 1 && page > list.pageCount) {
        return reply.code(404).send(errorBody(contentPageMessages[locale].notFound));
      }
      return reply.header('Cache-Control', 'public, max-age=60').send(list);
    },
  );

  app.get(
    '/api/articles/:kind/:slug',
    { schema: { params: ArticleParams, querystring: LocaleQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const article = await findArticle(db, request.params.kind, locale, request.params.slug);
      if (!article) {
        return reply.code(404).send(errorBody(contentPageMessages[locale].notFound));
      }
      return reply.header('Cache-Control', 'public, max-age=60').send(article);
    },
  );
};
