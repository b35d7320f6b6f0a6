import {
  storeLocatorQueryKey,
  type StoreFilters,
  type StoreLocatorResponse,
} from '@shop/shared/contracts';
import { SEED_STORES } from '../../src/seed/stores-data';
import { testAppForFile } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

const shop = testAppForFile();

async function stores(query: string): Promise<StoreLocatorResponse> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/stores?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<StoreLocatorResponse>();
}

const ids = (answer: StoreLocatorResponse) => answer.stores.map((store) => store.id);

test('without filters: every seeded store, and only the continents with stores to choose from', async () => {
  const answer = await stores('lang=it');

  expect(ids(answer)).toEqual(SEED_STORES.map((store) => store.id));
  expect(answer.filters).toEqual({ continent: null, region: null, country: null });
  // The shop has no store in Africa or Oceania.
  expect(answer.continents.map((continent) => continent.name)).toEqual([
    'Europa',
    'Americhe',
    'Asia',
  ]);
  expect(answer.regions).toEqual([]);
  expect(answer.countries).toEqual([]);
});

test('continent, then region, then country narrow the stores and offer the next choice', async () => {
  const europe = await stores('lang=it&continent=europe');
  expect(europe.regions.map((region) => region.code)).toEqual([
    'southern-europe',
    'western-europe',
    'northern-europe',
  ]);
  expect(europe.stores.every((store) => !['US', 'JP', 'AE'].includes(store.country))).toBe(true);
  expect(europe.stores.length).toBe(
    SEED_STORES.filter((store) => store.continent === 'europe').length,
  );

  const south = await stores('lang=it&continent=europe&region=southern-europe');
  expect(south.countries).toEqual([
    { code: 'IT', name: 'Italia' },
    { code: 'ES', name: 'Spagna' },
  ]);

  const italy = await stores('lang=it&continent=europe&region=southern-europe&country=IT');
  expect(italy.filters).toEqual({ continent: 'europe', region: 'southern-europe', country: 'IT' });
  expect(ids(italy)).toEqual(
    SEED_STORES.filter((store) => store.country === 'IT').map((store) => store.id),
  );
  expect(italy.stores.length).toBeGreaterThanOrEqual(5);
});

test('a continent or region without stores is dropped: an old link shows the stores around it', async () => {
  const region = await stores('lang=en&continent=europe&region=eastern-europe');
  expect(region.filters).toEqual({ continent: 'europe', region: null, country: null });
  expect(region.stores.length).toBe(
    SEED_STORES.filter((store) => store.continent === 'europe').length,
  );

  const continent = await stores('lang=en&continent=africa');
  expect(continent.filters).toEqual({ continent: null, region: null, country: null });
  expect(continent.regions).toEqual([]);
  expect(continent.stores).toHaveLength(SEED_STORES.length);
});

test('filters that do not fit together are dropped, from the first that does not', async () => {
  // A region of another continent, and a country of another region.
  const wrongRegion = await stores('lang=it&continent=asia&region=southern-europe&country=IT');
  expect(wrongRegion.filters).toEqual({ continent: 'asia', region: null, country: null });
  expect(wrongRegion.stores.every((store) => ['JP', 'AE'].includes(store.country))).toBe(true);

  const wrongCountry = await stores('lang=it&continent=europe&region=western-europe&country=IT');
  expect(wrongCountry.filters.country).toBeNull();

  const unknown = await stores('lang=it&continent=atlantis');
  expect(unknown.filters).toEqual({ continent: null, region: null, country: null });
  expect(unknown.stores).toHaveLength(SEED_STORES.length);
});

test('each store has its address, opening hours in the language and an OpenStreetMap link', async () => {
  const [milan] = (await stores('lang=it&continent=europe&region=southern-europe&country=IT'))
    .stores;
  expect(milan).toMatchObject({
    name: 'Aurelia Milano Montenapoleone',
    street: 'Via Monte Napoleone 8',
    postalCode: '20121',
    city: 'Milano',
    countryName: 'Italia',
    openingHours: [
      { days: 'Lunedì – Sabato', hours: '10:00 – 19:30' },
      { days: 'Domenica', hours: '11:00 – 19:00' },
    ],
  });
  const map = new URL(milan?.mapUrl ?? '');
  expect(map.origin).toBe('https://www.openstreetmap.org');
  expect(map.searchParams.get('mlat')).toBe(String(milan?.latitude));
  expect(map.searchParams.get('mlon')).toBe(String(milan?.longitude));

  const [paris] = (await stores('lang=en&continent=europe&region=western-europe&country=FR'))
    .stores;
  expect(paris?.countryName).toBe('France');
  expect(paris?.openingHours).toEqual([
    { days: 'Monday – Saturday', hours: '10:30 – 19:30' },
    { days: 'Sunday', hours: 'Closed' },
  ]);
});

test('the page inlines the stores its URL filters for, under the key it reads', async () => {
  const page = await getPageHtml(
    shop,
    '/en/pages/storelocator?continent=europe&region=northern-europe',
  );

  expect(page.status).toBe(200);
  expect(page.title).toMatch(/^Our stores/);
  expect(page.description).toBe(
    'Aurelia stores in Italy, in Europe and around the world: addresses, opening hours and map.',
  );
  const filters: StoreFilters = { continent: 'europe', region: 'northern-europe', country: null };
  const inlined = page
    .pageData()
    .queries.find(
      (query) =>
        JSON.stringify(query.queryKey) === JSON.stringify(storeLocatorQueryKey('en', filters)),
    );
  const data = inlined?.data as StoreLocatorResponse | undefined;
  expect(data?.stores.map((store) => store.city).sort()).toEqual(['København', 'London']);
});
