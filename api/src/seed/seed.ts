import { LOCALES } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CATEGORY_TREE } from './categories-data';
import { loadSeedArticles } from './articles-data';
import { insertCoupons, SEED_COUPONS } from './coupons-data';
import { loadSeedContentPages } from './content-pages-data';
import { generateProducts } from './generate-products';
import { insertCategories, insertProducts } from './insert-catalogue';
import { insertArticles } from './insert-articles';
import { insertContentPages } from './insert-content-pages';
import { SEED_SETTINGS } from './settings-data';
import { SEED_STORES } from './stores-data';

export const SEED_PRODUCT_COUNT = 72;
/** Fixed so that every fresh shop (and every test database) gets the same catalogue. */
export const CATALOGUE_SEED = 20240601;

export interface SeedResult {
  catalogue: boolean;
  settings: boolean;
  contentPages: boolean;
  stores: boolean;
  articles: boolean;
  coupons: boolean;
}

/**
 * Fills an empty shop with its first catalogue, settings, content pages, stores, articles (news,
 * care guide, brand) and demo coupons. Each part is seeded only when its
 * tables are empty, inside a transaction that holds an advisory lock, so that two servers
 * starting together on one PostgreSQL do not both seed.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('shop-seed'))`.execute(trx);
    const result: SeedResult = {
      catalogue: false,
      settings: false,
      contentPages: false,
      stores: false,
      articles: false,
      coupons: false,
    };

    if (!(await hasRows(trx, 'categories'))) {
      const categoryIds = await insertCategories(trx, CATEGORY_TREE);
      const products = generateProducts({
        count: SEED_PRODUCT_COUNT,
        skuPrefix: 'SH',
        seed: CATALOGUE_SEED,
        now,
      });
      await insertProducts(trx, products, categoryIds);
      result.catalogue = true;
    }

    if (!(await hasRows(trx, 'site_settings'))) {
      await insertSettings(trx);
      result.settings = true;
    }

    if (!(await hasRows(trx, 'content_pages'))) {
      await insertContentPages(trx, loadSeedContentPages());
      result.contentPages = true;
    }

    if (!(await hasRows(trx, 'stores'))) {
      await insertStores(trx);
      result.stores = true;
    }
    if (!(await hasRows(trx, 'articles'))) {
      await insertArticles(trx, loadSeedArticles());
      result.articles = true;
    }
    if (!(await hasRows(trx, 'coupons'))) {
      await insertCoupons(trx, SEED_COUPONS);
      result.coupons = true;
    }
    return result;
  });
}

async function insertSettings(db: Kysely<Database>): Promise<void> {
  for (const locale of LOCALES) {
    const settings = SEED_SETTINGS[locale];
    await db
      .insertInto('site_settings')
      .values({
        locale,
        global_messages_background: settings.background,
        global_messages_color: settings.color,
      })
      .execute();
    await db
      .insertInto('global_messages')
      .values(
        settings.messages.map((message, position) => ({
          locale,
          position,
          text: message.text,
          link_label: message.link?.label ?? null,
          link_url: message.link?.url ?? null,
        })),
      )
      .execute();
  }
}

async function insertStores(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('stores')
    .values(
      SEED_STORES.map((store, position) => ({
        id: store.id,
        name: store.name,
        continent: store.continent,
        region: store.region,
        country: store.country,
        street: store.street,
        postal_code: store.postalCode,
        city: store.city,
        phone: store.phone,
        latitude: store.latitude,
        longitude: store.longitude,
        opening_hours: JSON.stringify(store.openingHours),
        position,
      })),
    )
    .execute();
}

async function hasRows(
  db: Kysely<Database>,
  table: 'categories' | 'site_settings' | 'content_pages' | 'stores' | 'articles' | 'coupons',
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`1`.as('found'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
