import { DEFAULT_LOCALE } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { LocaleQuery } from '../http/locale-query';
import { findGlobalSettings } from './settings-repository';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get('/api/settings', { schema: { querystring: LocaleQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const settings = await findGlobalSettings(db, locale);
    if (!settings) {
      return reply.code(404).send(errorBody(`No settings published for locale "${locale}"`));
    }
    return reply.header('Cache-Control', 'public, max-age=60').send(settings);
  });
};
