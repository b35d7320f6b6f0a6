import { buildApp } from '../../src/app';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

function bindToTarget<T extends object>(target: T, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property);
  return typeof value === 'function' ? value.bind(target) : value;
}

test('an unknown API route answers 404 with { message }, not the shell page', async () => {
  const response = await shop.app.inject({ url: '/api/no-such-thing?x=1' });

  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ message: 'Route GET /api/no-such-thing not found' });
});

test('a non-GET request outside the API answers 404 with { message }', async () => {
  const response = await shop.app.inject({ method: 'POST', url: '/cart' });

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'Route POST /cart not found' });
});

test("a validation error answers 400 naming the field, in the request's language", async () => {
  const response = await shop.app.inject({ url: '/api/categories?lang=' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Richiesta non valida: controlla il campo «lang».' });

  const english = await shop.app.inject({
    url: '/api/categories?lang=fr',
    headers: { 'accept-language': 'en-GB,en;q=0.8' },
  });
  expect(english.json()).toEqual({ message: 'Invalid request: check the field “lang”.' });
});

test('an unexpected failure answers 500 without leaking details', async () => {
  const broken = await buildApp({
    config: shop.config,
    database: {
      ...shop.database,
      db: new Proxy(shop.database.db, {
        get: (target, property) =>
          property === 'selectFrom'
            ? () => {
                throw new Error('relation "categories" does not exist');
              }
            : // Kysely's own methods read its private fields: call them on the real instance.
              bindToTarget(target, property),
      }),
    },
  });
  const failed = await broken.inject({ url: '/api/categories' });

  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({ message: 'Internal server error' });
  await broken.close();
});
