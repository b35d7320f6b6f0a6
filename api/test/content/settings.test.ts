import type { GlobalSettings } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setFirstItalianMessage } from '../helpers/top-bar';

let shop: TestApp;
beforeAll(async () => {
  // Read the database on every request; test/frame-data covers the short cache.
  shop = await buildTestApp({ frameDataMaxAgeMs: 0 });
});
afterAll(() => shop.close());

async function getSettings(query: string): Promise<GlobalSettings> {
  const response = await shop.app.inject({ url: `/api/settings${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json();
}

test('answers the Italian top-bar messages by default, each aligned with its link', async () => {
  const settings = await getSettings('');

  expect(settings.globalMessages.length).toBeGreaterThanOrEqual(2);
  expect(settings.globalMessages[0]).toMatch(/Spedizione gratuita.*250/);
  expect(settings.globalMessagesLink).toHaveLength(settings.globalMessages.length);
  expect(settings.globalMessagesLink[0]).toEqual({
    label: 'Scopri di più',
    url: '/pages/shipping',
  });
  expect(settings.globalMessagesBackground).toMatch(/^#[0-9a-f]{6}$/i);
  expect(settings.globalMessagesColor).toMatch(/^#[0-9a-f]{6}$/i);
});

test('answers English messages with links under /en', async () => {
  const settings = await getSettings('?lang=en');

  expect(settings.globalMessages[0]).toMatch(/Free shipping.*250/);
  for (const link of settings.globalMessagesLink) {
    if (link) expect(link.url).toMatch(/^\/en\//);
  }
});

test('reads the messages from the database', async () => {
  await setFirstItalianMessage(shop.database, 'Saldi di fine stagione');

  const settings = await getSettings('?lang=it');

  expect(settings.globalMessages[0]).toBe('Saldi di fine stagione');
});

test('rejects an unknown language with 400 and a message', async () => {
  const response = await shop.app.inject({ url: '/api/settings?lang=de' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Richiesta non valida: controlla il campo «lang».' });
});
