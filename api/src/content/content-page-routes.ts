import { DEFAULT_LOCALE } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { LocaleQuery } from '../http/locale-query';
import { contentPageMessages } from './content-page-messages';
import { findContentPage } from './content-page-repository';
import { ContentPageParams } from './content-page-schema';

export const contentPageRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/pages/:id',
    { schema: { params: ContentPageParams, querystring: LocaleQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const page = await findContentPage(db, request.params.id, locale);
      if (!page) {
        return reply.code(404).send(errorBody(contentPageMessages[locale].notFound));
      }
      return reply.header('Cache-Control', 'public, max-age=60').send(page);
    },
  );
};
