import { DEFAULT_LOCALE } from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SettingsSource } from './settings-source';
import { errorBody } from '../http/error-handling';
import { LocaleQuery } from '../http/locale-query';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ frame: SettingsSource }> = async (
  app,
  { frame },
) => {
  app.get('/api/settings', { schema: { querystring: LocaleQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const settings = await frame.settings(locale);
    if (!settings) {
      return reply.code(404).send(errorBody(`No settings published for locale "${locale}"`));
    }
    return reply.header('Cache-Control', 'public, max-age=60').send(settings);
  });
};
