import { DEFAULT_LOCALE, storeFiltersFromSearch } from '@shop/shared/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LocaleQuery } from '../http/locale-query';
import { findStores } from './store-locator-repository';

const StoreLocatorQuery = Type.Object({
  ...LocaleQuery.properties,
  continent: Type.Optional(Type.String({ maxLength: 64 })),
  region: Type.Optional(Type.String({ maxLength: 64 })),
  country: Type.Optional(Type.String({ maxLength: 8 })),
});

/**
 * `GET /api/stores?lang=&continent=&region=&country=` (`StoreLocatorResponse`): the stores the
 * filters select and the choices of each filter. Filters that name nothing are dropped, not
 * refused: an old shared link still shows stores.
 */
export const storeLocatorRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get('/api/stores', { schema: { querystring: StoreLocatorQuery } }, async (request, reply) => {
    const { lang = DEFAULT_LOCALE, continent, region, country } = request.query;
    const search = new URLSearchParams();
    if (continent) search.set('continent', continent);
    if (region) search.set('region', region);
    if (country) search.set('country', country);
    const answer = await findStores(db, lang, storeFiltersFromSearch(search));
    return reply.header('Cache-Control', 'public, max-age=300').send(answer);
  });
};
