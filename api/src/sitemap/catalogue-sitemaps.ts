import { LOCALES, type Locale } from '@shop/shared/contracts';
import { routeById, routePath } from '@shop/shared/routing';
import { sql } from 'kysely';
import type { SitemapEntry, SitemapSource } from './sitemap-source';

const latest = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null || a > b ? a : b;

/** When each product last changed: its creation, or the start of its current price. */
async function productChanges(db: Parameters<SitemapSource['entries']>[0]) {
  return db
    .selectFrom('products')
    .select([
      'products.id',
      'products.category_id',
      'products.slug_it',
      'products.slug_en',
      sql<Date>`greatest(products.created_at, (
        select max(price.valid_from) from price_history as price
        where price.product_id = products.id and price.valid_from <= now()
      ))`.as('lastmod'),
    ])
    .orderBy('products.id')
    .execute();
}

/** Every product page (`/products/<slug>`), changed when it was created or its price changed. */
export const productsSitemap: SitemapSource = {
  name: 'products',
  async entries(db) {
    const route = routeById('product');
    const products = await productChanges(db);
    return products.map((product) => ({
      paths: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          routePath(route, locale, {
            splat: locale === 'it' ? product.slug_it : product.slug_en,
          }),
        ]),
      ),
      lastmod: new Date(product.lastmod),
    }));
  },
};

/**
 * Every category page (`/categories/Uomo/Camicie`), changed when the newest change among the
 * products of it and its subcategories happened (what its listing shows).
 */
export const categoriesSitemap: SitemapSource = {
  name: 'categories',
  async entries(db) {
    const route = routeById('category');
    const [categories, products] = await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'slug_it', 'slug_en'])
        .orderBy('parent_id', (order) => order.nullsFirst())
        .orderBy('position')
        .execute(),
      productChanges(db),
    ]);
    const byId = new Map(categories.map((category) => [category.id, category]));
    const lastmod = new Map<number, Date | null>();
    for (const product of products) {
      // Up the tree: a product's change is its category's and every ancestor's.
      for (let id: number | null = product.category_id; id !== null;) {
        lastmod.set(id, latest(lastmod.get(id) ?? null, new Date(product.lastmod)));
        id = byId.get(id)?.parent_id ?? null;
      }
    }
    const pathOf = (id: number, locale: Locale): string => {
      const category = byId.get(id);
      if (!category) return '';
      const slug = locale === 'it' ? category.slug_it : category.slug_en;
      return category.parent_id === null ? slug : `${pathOf(category.parent_id, locale)}/${slug}`;
    };
    return categories.map((category): SitemapEntry => ({
      paths: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          routePath(route, locale, { splat: pathOf(category.id, locale) }),
        ]),
      ),
      lastmod: lastmod.get(category.id) ?? null,
    }));
  },
};
