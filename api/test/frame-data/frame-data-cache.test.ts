import type { CategoriesResponse, GlobalSettings } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';
import { setFirstItalianMessage } from '../helpers/top-bar';

const MAX_AGE_MS = 400;

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ frameDataMaxAgeMs: MAX_AGE_MS });
});
afterAll(() => shop.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstMessage(): Promise<string | undefined> {
  const response = await shop.app.inject({ url: '/api/settings?lang=it' });
  return response.json<GlobalSettings>().globalMessages[0];
}

async function categoryNames(lang: string): Promise<string[]> {
  const response = await shop.app.inject({ url: `/api/categories?lang=${lang}` });
  return response.json<CategoriesResponse>().categories.map((category) => category.name);
}

// That a copy younger than its max age is served as it is, is `TtlCache`'s test (a clock of its
// own): here, on a busy machine, the change itself may take longer than the max age.
test('a change to the top bar shows once the cached copy is older than its max age', async () => {
  await firstMessage();
  await setFirstItalianMessage(shop.database, 'Saldi di fine stagione');

  await sleep(MAX_AGE_MS + 100);
  expect(await firstMessage()).toBe('Saldi di fine stagione');
});

test('the page the server writes and the API agree on the categories, per locale', async () => {
  const [italian, english] = [await categoryNames('it'), await categoryNames('en')];
  expect(italian).toContain('Uomo');
  expect(english).toContain('Men');

  await shop.database.db
    .updateTable('categories')
    .set({ name_it: 'Uomo e ragazzo' })
    .where('name_it', '=', 'Uomo')
    .execute();
  await sleep(MAX_AGE_MS + 100);

  expect(await categoryNames('it')).toContain('Uomo e ragazzo');
  const page = await getPageHtml(shop, '/');
  expect(JSON.stringify(page.pageData())).toContain('Uomo e ragazzo');
  expect(await categoryNames('en')).toEqual(english);
});
