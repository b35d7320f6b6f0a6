import { Migrator, sql } from 'kysely';
import type { ShopDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { hashOfRecipe } from '../../src/media';
import { createTestDatabase } from '../helpers/test-database';

let database: ShopDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

test('migrations run in order on an empty database, and a second run does nothing', async () => {
  const first = await migrateToLatest(database.db);
  const second = await migrateToLatest(database.db);

  expect(first.map((result) => [result.migrationName, result.status])).toEqual(
    Object.keys(migrations).map((name) => [name, 'Success']),
  );
  expect(second).toEqual([]);
});

test('a migration that lands after a higher-numbered one (0020 after 0030) still runs, once', async () => {
  const older = await createTestDatabase({ migrate: false });
  try {
    // The accounts range (0020 customers … 0023 consents) lands after 0030;
    // the checkout's later migrations (owned carts, orders) need customers, so they come with it.
    const accounts = [
      '0020_customers',
      '0021_social_logins',
      '0022_addresses',
      '0023_customer_consents',
      '0024_login_protection',
      '0025_optional_registration_profile',
    ];
    const needCustomers = Object.keys(migrations).filter((name) => name > '0030_carts');
    const withoutCustomers = Object.fromEntries(
      Object.entries(migrations).filter(
        ([name]) => !accounts.includes(name) && !needCustomers.includes(name),
      ),
    );
    const before = new Migrator({
      db: older.db,
      provider: { getMigrations: async () => withoutCustomers },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();

    const results = await migrateToLatest(older.db);

    expect(results.map((result) => [result.migrationName, result.status])).toEqual(
      [...accounts, ...needCustomers].map((name) => [name, 'Success']),
    );
    expect(await migrateToLatest(older.db)).toEqual([]);
  } finally {
    await older.destroy();
  }
});

test('the drawn product images of an older database become seeded pictures of the garment', async () => {
  const older = await createTestDatabase({ migrate: false });
  try {
    const before = new Migrator({
      db: older.db,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0060')),
      },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();
    await sql`insert into categories (id, code, slug_it, slug_en, name_it, name_en, position)
      values (1, 'men-shirts', 'camicie', 'shirts', 'Camicie', 'Shirts', 0)`.execute(older.db);
    await sql`insert into products (id, sku, category_id, slug_it, slug_en, name_it, name_en,
        description_it, description_en, price_cents)
      values (7, 'SH00007', 1, 'camicia', 'shirt', 'Camicia', 'Shirt', 'd', 'd', 8900)`.execute(
      older.db,
    );
    await sql`insert into product_colours (id, product_id, code, name_it, name_en, hex)
      values (3, 7, 'navy', 'Blu navy', 'Navy', '#1f2a44')`.execute(older.db);
    await sql`insert into product_images (product_id, colour_id, path)
      values (7, 3, '/media/products/sh00007-navy.svg')`.execute(older.db);

    await migrateToLatest(older.db);

    const recipe = { kind: 'shirts' as const, hex: '#1f2a44', view: 'front' as const, seed: 7 };
    const images = await older.db
      .selectFrom('product_images')
      .innerJoin('pictures', 'pictures.hash', 'product_images.picture_hash')
      .select(['pictures.hash', 'pictures.recipe', 'pictures.width', 'product_images.view'])
      .execute();
    expect(images).toEqual([{ hash: hashOfRecipe(recipe), recipe, width: 1600, view: 'front' }]);
  } finally {
    await older.destroy();
  }
});

test('the schema has every table of the shop', async () => {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name`.execute(database.db);

  expect(rows.map((row) => row.table_name)).toEqual([
    'addresses',
    'article_texts',
    'articles',
    'back_in_stock_requests',
    'cart_items',
    'cart_moves',
    'carts',
    'catalogue_changes',
    'categories',
    'content_page_aliases',
    'content_page_texts',
    'content_pages',
    'coupon_excluded_categories',
    'coupon_excluded_products',
    'coupons',
    'customer_consents',
    'customers',
    'cv_submissions',
    'email_changes',
    'email_outbox',
    'global_messages',
    'idempotency_keys',
    'known_devices',
    'login_throttles',
    'newsletter_subscriptions',
    'order_history',
    'order_items',
    'order_withdrawals',
    'orders',
    'password_reset_tokens',
    'payment_events',
    'payments',
    'pending_registrations',
    'pictures',
    'price_history',
    'product_colours',
    'product_images',
    'product_stock',
    'products',
    'rate_limit_counters',
    'refund_items',
    'refunds',
    'returned_items',
    'sessions',
    'shared_secrets',
    'shipment_items',
    'shipments',
    'site_settings',
    'social_logins',
    'stores',
    'test_idp_codes',
    'wishlist_entries',
    'withdrawal_items',
  ]);
});

test('newsletter e-mails are unique regardless of case', async () => {
  const subscribe = (email: string) =>
    database.db
      .insertInto('newsletter_subscriptions')
      .values({ email, language: 'it', privacy_consent: true })
      .execute();

  await subscribe('anna.rossi@example.it');
  await expect(subscribe('Anna.Rossi@example.it')).rejects.toThrow(/duplicate key/);
});

test('content pages hold only reachable ids, some text, and an object as microdata', async () => {
  const addPage = (id: string) => database.db.insertInto('content_pages').values({ id }).execute();
  const addText = (values: { body?: string[]; microdata?: string | null; locale?: string }) =>
    database.db
      .insertInto('content_page_texts')
      .values({
        page_id: 'help',
        locale: values.locale ?? 'it',
        title: 'Aiuto',
        body: values.body ?? ['Come possiamo aiutarti?'],
        meta_title: 'Aiuto',
        meta_description: 'Come possiamo aiutarti?',
        microdata: values.microdata ?? null,
      })
      .execute();

  await expect(addPage('Help')).rejects.toThrow(/check constraint/);
  await expect(addPage('help/me')).rejects.toThrow(/check constraint/);
  await addPage('help');
  await expect(addText({ body: [] })).rejects.toThrow(/check constraint/);
  await expect(addText({ microdata: '[1, 2]' })).rejects.toThrow(/check constraint/);
  await expect(addText({ locale: 'de' })).rejects.toThrow(/check constraint/);
  await addText({ microdata: '{"@type": "WebPage"}' });
  await expect(
    database.db
      .insertInto('content_page_aliases')
      .values({ alias: 'aiuto', page_id: 'nope' })
      .execute(),
  ).rejects.toThrow(/foreign key/);

  await database.db.deleteFrom('content_pages').where('id', '=', 'help').execute();
  const left = await database.db.selectFrom('content_page_texts').selectAll().execute();
  expect(left).toEqual([]);
});

test('an article has one slug per language, unique in its section, and a whole picture or none', async () => {
  const addArticle = (id: string, kind: string, image: { url: string; width: number } | null) =>
    database.db
      .insertInto('articles')
      .values({
        id,
        kind,
        published_on: '2026-01-15',
        image_url: image?.url ?? null,
        image_width: image?.width ?? null,
        image_height: image ? 800 : null,
      })
      .execute();
  const addText = (article: string, kind: string, locale: string, slug: string) =>
    database.db
      .insertInto('article_texts')
      .values({
        article_id: article,
        locale,
        kind,
        slug,
        title: 'Lana',
        summary: 'Come curarla.',
        body: ['Arieggiare più che lavare.'],
        meta_title: 'Lana',
        meta_description: 'Come curare la lana.',
      })
      .execute();

  await expect(addArticle('wool', 'recipes', null)).rejects.toThrow(/check constraint/);
  await expect(addArticle('wool', 'care-guide', { url: '/a.jpg', width: 0 })).rejects.toThrow(
    /check constraint/,
  );
  await addArticle('wool', 'care-guide', null);
  await addArticle('silk', 'care-guide', null);
  await addArticle('news', 'blog', null);
  await addText('wool', 'care-guide', 'it', 'lana');
  await addText('wool', 'care-guide', 'en', 'wool');
  await expect(addText('wool', 'care-guide', 'it', 'lana-bis')).rejects.toThrow(/duplicate key/);
  await expect(addText('silk', 'care-guide', 'it', 'lana')).rejects.toThrow(/duplicate key/);
  await expect(addText('silk', 'care-guide', 'it', 'Seta')).rejects.toThrow(/check constraint/);
  // Another section may use the same word.
  await addText('news', 'blog', 'it', 'lana');

  await database.db.deleteFrom('articles').execute();
  expect(await database.db.selectFrom('article_texts').selectAll().execute()).toEqual([]);
});

test('customer e-mails are unique regardless of case, and a session is a guest or a customer', async () => {
  const register = (email: string) =>
    database.db
      .insertInto('customers')
      .values({
        email,
        password_hash: 'scrypt$test',
        name: 'Anna',
        last_name: 'Rossi',
        birthday: null,
        gender: 'female',
        interest: 'women',
        language: 'it',
        newsletter_consent: false,
        newsletter_consent_at: null,
        privacy_consent_at: new Date(),
        privacy_text_version: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  const { id } = await register('anna.rossi@example.it');
  await expect(register('ANNA.rossi@example.it')).rejects.toThrow(/duplicate key/);

  const session = (values: {
    customer_id: number | null;
    guest: boolean;
    guest_email: string | null;
  }) =>
    database.db
      .insertInto('sessions')
      .values({ id: `s${Math.random()}`, expires_at: new Date(Date.now() + 60_000), ...values })
      .execute();
  await session({ customer_id: id, guest: false, guest_email: null });
  await session({ customer_id: null, guest: true, guest_email: 'ospite@example.it' });
  await expect(session({ customer_id: id, guest: true, guest_email: null })).rejects.toThrow(
    /check constraint/,
  );
  await expect(session({ customer_id: null, guest: false, guest_email: null })).rejects.toThrow(
    /check constraint/,
  );
});
