import type { CategoriesResponse, CategoryNode } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

async function getCategories(query: string): Promise<CategoriesResponse> {
  const response = await shop.app.inject({ url: `/api/categories${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json();
}

const names = (nodes: CategoryNode[]) => nodes.map((node) => node.name);

test('answers the Italian tree by default: Uomo and Donna with nested paths', async () => {
  const body = await getCategories('');

  expect(body.locale).toBe('it');
  expect(names(body.categories)).toEqual(['Uomo', 'Donna']);
  const [men, women] = body.categories;
  expect(men?.path).toBe('Uomo');
  expect(names(men?.children ?? [])).toEqual([
    'Camicie',
    'Maglieria',
    'Pantaloni',
    'Giacche',
    'Accessori',
  ]);
  expect(names(women?.children ?? [])).toEqual(
    expect.arrayContaining(['Abiti', 'Gonne', 'Camicie']),
  );
  const shirts = men?.children.find((child) => child.name === 'Camicie');
  expect(shirts).toMatchObject({
    path: 'Uomo/Camicie',
    paths: { it: 'Uomo/Camicie', en: 'Men/Shirts' },
  });
  expect(shirts?.children).toEqual([]);
});

test('answers the English tree with ?lang=en, with the same ids', async () => {
  const [italian, english] = await Promise.all([
    getCategories('?lang=it'),
    getCategories('?lang=en'),
  ]);

  expect(english.locale).toBe('en');
  expect(names(english.categories)).toEqual(['Men', 'Women']);
  const women = english.categories[1];
  expect(women?.paths).toEqual({ it: 'Donna', en: 'Women' });
  const dresses = women?.children.find((child) => child.name === 'Dresses');
  expect(dresses).toMatchObject({
    path: 'Women/Dresses',
    paths: { it: 'Donna/Abiti', en: 'Women/Dresses' },
  });
  expect(english.categories.map((node) => node.id)).toEqual(
    italian.categories.map((node) => node.id),
  );
});

test('rejects an unknown language with 400 and a message', async () => {
  const response = await shop.app.inject({ url: '/api/categories?lang=fr' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Richiesta non valida: controlla il campo «lang».' });
});
