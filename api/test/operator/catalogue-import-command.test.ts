import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductDetail } from '@shop/shared/contracts';
import { importFolder } from '../../src/operator/catalogue-import/catalogue-import-command';
import { CSV_COLUMNS } from '../../src/operator/catalogue-import/read-import-folder';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { photograph } from '../helpers/photographs';

let shop: TestApp;
let origin: string;
const folders: string[] = [];

beforeAll(async () => {
  shop = await buildTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shop.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

type Row = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

const shirt: Row = {
  sku: 'CSV001',
  category: 'women-shirts',
  name_it: 'Camicia in seta',
  name_en: 'Silk shirt',
  description_it: 'Seta lavata, collo a listino.',
  description_en: 'Washed silk, band collar.',
  slug_it: 'camicia-in-seta-csv001',
  slug_en: 'silk-shirt-csv001',
  price: '129,00',
  care_it: 'Lavare a mano.',
  care_en: 'Hand wash.',
  fabric: 'silk',
  colour: 'ecru',
  colour_name_it: 'Écru',
  colour_name_en: 'Ecru',
  colour_hex: '#ede3cf',
  pictures: 'front:ecru-front.jpg|back:ecru-back.jpg',
};

function csvOf(rows: Row[]): string {
  const cell = (value = '') => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(',')),
  ].join('\n');
}

async function folderWith(files: Record<string, string | Buffer>): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'catalogue-import-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(folder, name), content);
  return folder;
}

async function run(folder: string, dryRun = false): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await importFolder(folder, dryRun, {
    log: (line) => lines.push(line),
    origin,
    token: shop.operatorToken,
  });
  return { code, lines };
}

/** `counts` with products, pictures and product pictures added. */
function grown(before: number[], added: number[]): number[] {
  return before.map((count, at) => count + (added[at] ?? 0));
}

async function counts(): Promise<number[]> {
  return Promise.all(
    (['products', 'pictures', 'product_images'] as const).map(async (table) => {
      const row = await shop.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
}

const validFolder = async () =>
  folderWith({
    'products.csv': csvOf([
      { ...shirt, size: '40', stock: '3' },
      { sku: 'CSV001', colour: 'ecru', size: '42', stock: '0' },
      {
        sku: 'CSV001',
        colour: 'black',
        colour_name_it: 'Nero',
        colour_name_en: 'Black',
        colour_hex: '#1b1b1b',
        size: '40',
        stock: '5',
        pictures: 'black-front.jpg',
      },
      {
        ...shirt,
        sku: 'CSV002',
        name_it: 'Camicia in seta, "over"',
        slug_it: 'camicia-over-csv002',
        slug_en: 'oversized-shirt-csv002',
        price: '149',
        size: 'M',
        stock: '7',
        pictures: 'ecru-front.jpg',
        colour: 'ecru',
      },
    ]),
    'ecru-front.jpg': await photograph(960, 1280, 1),
    'ecru-back.jpg': await photograph(960, 1280, 2),
    'black-front.jpg': await photograph(960, 1280, 3),
  });

test('a folder with products.csv and its pictures is imported, then re-imported without duplicates', async () => {
  const folder = await validFolder();
  const before = await counts();

  const first = await run(folder);

  expect(first.code).toBe(0);
  expect(first.lines[0]).toBe('Imported 2 products (2 new, 0 updated) with 3 pictures.');
  expect(first.lines[1]).toMatch(/^Made the first screens' 6 picture variants; [\d.]+ s in all\.$/);
  expect(await counts()).toEqual(grown(before, [2, 3, 4]));
  const product = (
    await shop.app.inject({ url: '/api/products/silk-shirt-csv001?lang=en' })
  ).json<ProductDetail>();
  expect(product).toMatchObject({
    price: { cents: 12900 },
    careNotes: 'Hand wash.',
    careGuideId: 'silk',
  });
  expect(product.colours.map((colour) => [colour.code, colour.images.length])).toEqual([
    ['ecru', 2],
    ['black', 1],
  ]);
  expect(product.colours[0]?.images[1]?.alt).toBe('Silk shirt, Ecru, back view');

  const again = await run(folder);
  expect(again.lines[0]).toBe('Imported 2 products (0 new, 2 updated) with 3 pictures.');
  expect(await counts()).toEqual(grown(before, [2, 3, 4]));
});

test('a folder with problems imports nothing and names every problem with its line', async () => {
  const before = await counts();
  const folder = await folderWith({
    'products.csv': csvOf([
      { ...shirt, sku: 'BAD001', slug_it: 'bad-1', slug_en: 'bad-1-en', size: '40', stock: '3' },
      { sku: 'BAD001', colour: 'ecru', size: '40', stock: 'tre' },
      {
        ...shirt,
        sku: 'BAD002',
        slug_it: 'bad-2',
        slug_en: 'bad-2-en',
        category: 'women-hats',
        price: 'gratis',
        size: 'S',
        stock: '1',
        pictures: 'missing.jpg|notes.jpg',
      },
    ]),
    'ecru-front.jpg': await photograph(960, 1280, 4),
    'ecru-back.jpg': await photograph(960, 1280, 5),
    'notes.jpg': 'These are my notes, not a picture.',
  });

  const { code, lines } = await run(folder);

  expect(code).toBe(1);
  expect(lines).toEqual(
    expect.arrayContaining([
      'products.csv line 3: stock "tre" is not a whole number.',
      'products.csv line 4: price "gratis" is not an amount in euro such as 89.00.',
      'products.csv line 4 (colours.0.pictures.0): no picture missing.jpg in the folder.',
      expect.stringMatching(
        /^products\.csv line 4 \(colours\.0\.pictures\.1\): notes\.jpg: Not a picture/,
      ),
    ]),
  );
  expect(lines.at(-1)).toMatch(/^\d+ problems: nothing was imported\.$/);
  expect(await counts()).toEqual(before);
});

test('what the shop refuses is told with the line it came from', async () => {
  const folder = await folderWith({
    'products.csv': csvOf([
      { ...shirt, sku: 'BAD003', slug_it: 'bad-3', slug_en: 'bad-3-en', size: '40', stock: '3' },
      { sku: 'BAD003', colour: 'ecru', size: '40', stock: '2' },
      {
        ...shirt,
        sku: 'BAD004',
        slug_it: 'bad-4',
        slug_en: 'bad-4-en',
        category: 'women-hats',
        size: 'S',
        stock: '1',
      },
    ]),
    'ecru-front.jpg': await photograph(960, 1280, 6),
    'ecru-back.jpg': await photograph(960, 1280, 7),
  });
  const before = await counts();

  const { code, lines } = await run(folder);

  expect(code).toBe(1);
  expect(lines).toEqual(
    expect.arrayContaining([
      'products.csv line 3 (colours.0.sizes.1.size): The size 40 is named twice.',
      'products.csv line 4 (category): No category women-hats takes products.',
    ]),
  );
  expect(await counts()).toEqual(before);
});

test('a dry run says what would be imported and changes nothing, pictures included', async () => {
  const folder = await folderWith({
    'products.json': JSON.stringify({
      products: [
        {
          sku: 'JSON001',
          category: 'men-knitwear',
          name: { it: 'Maglia in lana', en: 'Wool jumper' },
          description: { it: 'Lana merino.', en: 'Merino wool.' },
          slug: { it: 'maglia-lana-json001', en: 'wool-jumper-json001' },
          priceCents: 9900,
          care: { it: 'Lavare a mano.', en: 'Hand wash.' },
          colours: [
            {
              code: 'navy',
              name: { it: 'Blu navy', en: 'Navy' },
              hex: '#1f2a44',
              sizes: [{ size: 'M', stock: 2 }],
              pictures: [{ file: 'navy.jpg' }],
            },
          ],
        },
      ],
    }),
    'navy.jpg': await photograph(960, 1280, 8),
  });
  const before = await counts();

  const dry = await run(folder, true);
  expect(dry).toEqual({
    code: 0,
    lines: [
      'Dry run: 1 products would be imported (1 new, 0 updated), with 1 pictures. Nothing was changed.',
    ],
  });
  expect(await counts()).toEqual(before);

  const real = await run(folder);
  expect(real.lines[0]).toBe('Imported 1 products (1 new, 0 updated) with 1 pictures.');
});
