import type {
  CatalogueImportRefusal,
  CatalogueImportReport,
  CategoryListingResponse,
  ProductDetail,
  UploadedPicture,
} from '@shop/shared/contracts';
import type { ImportProduct } from '@shop/shared/contracts/schemas';
import { testAppForFile } from '../helpers/build-test-app';
import { photograph } from '../helpers/photographs';

const shop = testAppForFile();

async function uploadPicture(seed: number): Promise<string> {
  const response = await shop.app.inject({
    method: 'PUT',
    url: '/api/operator/pictures',
    headers: { authorization: `Bearer ${shop.operatorToken}`, 'content-type': 'image/jpeg' },
    payload: await photograph(480, 640, seed),
  });
  return response.json<UploadedPicture>().hash;
}

function importProducts(body: unknown, dryRun = false, token = shop.operatorToken) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/operator/catalogue/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

function product(sku: string, pictures: string[], overrides: Partial<ImportProduct> = {}) {
  const lower = sku.toLowerCase();
  return {
    sku,
    category: 'men-shirts',
    name: { it: `Camicia in popeline ${sku}`, en: `Poplin shirt ${sku}` },
    description: {
      it: 'Popeline di cotone, collo francese.',
      en: 'Cotton poplin, cutaway collar.',
    },
    slug: { it: `camicia-popeline-${lower}`, en: `poplin-shirt-${lower}` },
    priceCents: 8900,
    care: { it: 'Lavare a 30 °C.', en: 'Wash at 30 °C.' },
    colours: [
      {
        code: 'navy',
        name: { it: 'Blu navy', en: 'Navy' },
        hex: '#1f2a44',
        sizes: [
          { size: 'M', stock: 4 },
          { size: 'L', stock: 0 },
        ],
        pictures: pictures.map((hash, at) => ({ hash, view: at === 0 ? 'front' : 'back' })),
      },
    ],
    ...overrides,
  };
}

async function count(table: 'products' | 'product_images' | 'price_history'): Promise<number> {
  const row = await shop.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let pictures: [string, string, string];

beforeAll(async () => {
  pictures = [await uploadPicture(1), await uploadPicture(2), await uploadPicture(3)];
});

test('a valid import creates its products, which pages, listings, search and sitemaps show at once', async () => {
  const response = await importProducts({
    products: [
      product('IMP001', [pictures[0], pictures[1]]),
      product('IMP002', [pictures[2]], { priceCents: 12900 }),
    ],
  });

  expect(response.statusCode).toBe(200);
  expect(response.json<CatalogueImportReport>()).toEqual({
    dryRun: false,
    created: ['IMP001', 'IMP002'],
    updated: [],
    notified: 0,
  });

  const page = (
    await shop.app.inject({ url: '/api/products/camicia-popeline-imp001?lang=it' })
  ).json<ProductDetail>();
  expect(page).toMatchObject({
    id: 'IMP001',
    name: 'Camicia in popeline IMP001',
    careNotes: 'Lavare a 30 °C.',
    price: { cents: 8900 },
  });
  expect(page.colours[0]?.images.map((image) => image.url)).toEqual([
    `/media/pictures/${pictures[0]}/480.jpg`,
    `/media/pictures/${pictures[1]}/480.jpg`,
  ]);
  expect(page.colours[0]?.sizes).toEqual([
    { size: 'M', available: true },
    { size: 'L', available: false },
  ]);
  const english = (
    await shop.app.inject({ url: '/api/products/poplin-shirt-imp001?lang=en' })
  ).json<ProductDetail>();
  expect(english.careNotes).toBe('Wash at 30 °C.');

  const listing = (
    await shop.app.inject({ url: '/api/products?category=Uomo/Camicie&lang=it&sort=newest' })
  ).json<CategoryListingResponse>();
  expect(listing.items.map((item) => item.id)).toEqual(
    expect.arrayContaining(['IMP001', 'IMP002']),
  );
  const search = await shop.app.inject({ url: '/api/search?q=popeline%20IMP002&lang=it' });
  expect(search.json<CategoryListingResponse>().items.map((item) => item.id)).toContain('IMP002');
  const sitemap = await shop.app.inject({ url: '/sitemap-products.xml' });
  expect(sitemap.body).toContain('/products/camicia-popeline-imp002');
});

test('importing the same products again updates them: no duplicate product, picture or price', async () => {
  const body = { products: [product('IMP003', [pictures[0]])] };
  await importProducts(body);
  const before = await Promise.all([
    count('products'),
    count('product_images'),
    count('price_history'),
  ]);

  const again = await importProducts(body);

  expect(again.json<CatalogueImportReport>()).toMatchObject({ created: [], updated: ['IMP003'] });
  expect(
    await Promise.all([count('products'), count('product_images'), count('price_history')]),
  ).toEqual(before);
});

test('a new price in a re-import starts an entry of the price history', async () => {
  await importProducts({ products: [product('IMP004', [pictures[0]])] });
  const history = () =>
    shop.database.db
      .selectFrom('price_history')
      .innerJoin('products', 'products.id', 'price_history.product_id')
      .select('price_history.price_cents')
      .where('products.sku', '=', 'IMP004')
      .orderBy('valid_from')
      .execute();
  expect((await history()).map((row) => row.price_cents)).toEqual([8900]);

  await new Promise((resolve) => setTimeout(resolve, 5));
  await importProducts({ products: [product('IMP004', [pictures[0]], { priceCents: 6900 })] });

  expect((await history()).map((row) => row.price_cents)).toEqual([8900, 6900]);
});

test('an import with errors changes nothing and lists every problem with its product and field', async () => {
  const seeded = await shop.database.db
    .selectFrom('products')
    .select(['sku', 'slug_it'])
    .where('sku', 'like', 'SH%')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const before = await Promise.all([count('products'), count('product_images')]);

  const response = await importProducts({
    products: [
      product('IMP010', [pictures[0]]),
      product('IMP011', ['0123456789abcdef0123456789abcdef'], { category: 'men-hats' }),
      product('IMP012', [pictures[0]], {
        slug: { it: seeded.slug_it, en: 'poplin-shirt-imp012' },
      }),
      product('IMP010', [pictures[1]], { slug: { it: 'altra-imp010', en: 'other-imp010' } }),
    ],
  });

  expect(response.statusCode).toBe(422);
  const refusal = response.json<CatalogueImportRefusal>();
  expect(refusal.message).toBe('The import has 4 problems: nothing was changed.');
  expect(refusal.problems).toEqual(
    expect.arrayContaining([
      {
        product: 1,
        sku: 'IMP011',
        field: 'category',
        message: expect.stringContaining('men-hats'),
      },
      {
        product: 1,
        sku: 'IMP011',
        field: 'colours.0.pictures.0.hash',
        message: expect.stringContaining('No picture'),
      },
      {
        product: 2,
        sku: 'IMP012',
        field: 'slug.it',
        message: `The slug is product ${seeded.sku}'s.`,
      },
      { product: 3, sku: 'IMP010', field: 'sku', message: "The SKU is also product 1's." },
    ]),
  );
  // A value of the wrong kind is found before the rest is looked at: the shape comes first.
  const shape = await importProducts({
    products: [{ ...product('IMP013', [pictures[0]]), priceCents: '89,00' }],
  });
  expect(shape.json<CatalogueImportRefusal>().problems).toEqual([
    { product: 0, sku: 'IMP013', field: 'priceCents', message: expect.any(String) },
  ]);
  expect(await Promise.all([count('products'), count('product_images')])).toEqual(before);
});

test('a dry run reports what the import would do and changes nothing', async () => {
  const before = await count('products');

  const response = await importProducts({ products: [product('IMP020', [pictures[0]])] }, true);

  expect(response.json<CatalogueImportReport>()).toEqual({
    dryRun: true,
    created: ['IMP020'],
    updated: [],
    notified: 0,
  });
  expect(await count('products')).toBe(before);
});

test('a dry run may name a season of pictures still to come, more than there are products', async () => {
  // 1,000 products with four pictures each, as `npm run catalogue:import` asks before uploading.
  const toCome = Array.from({ length: 4000 }, (_, at) => at.toString(16).padStart(32, '0'));

  const response = await importProducts(
    { products: [product('IMP021', [toCome[3999] ?? ''])], picturesToCome: toCome },
    true,
  );

  expect(response.statusCode).toBe(200);
  expect(response.json<CatalogueImportReport>().created).toEqual(['IMP021']);
});

test('without the operator token nothing is imported', async () => {
  const before = await count('products');
  const response = await importProducts(
    { products: [product('IMP030', [pictures[0]])] },
    false,
    'wrong',
  );
  expect(response.statusCode).toBe(401);
  expect(await count('products')).toBe(before);
});
