import { sql, type Kysely } from 'kysely';

/**
 * Search: accent-insensitive (unaccent) and typo-tolerant (pg_trgm trigram similarity) over each
 * product's name, categories and colours, kept per language in `search_it` / `search_en`
 * (lower-case, without accents) with a trigram index each. Both extensions are "trusted" in
 * PostgreSQL 13+, so the database owner may create them; PGlite loads them at start.
 *
 * `shop_unaccent` is unaccent with its dictionary named, which makes it immutable: the same
 * function folds the documents and the shopper's words, so both sides agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create function shop_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);

  await db.schema
    .alterTable('products')
    .addColumn('search_it', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('search_en', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`
    create function shop_refresh_product_search(product_ids integer[]) returns void
    language sql volatile
    as $$
      update products p set
        search_it = shop_unaccent(lower(concat_ws(' ', p.name_it, c.name_it, parent.name_it,
          (select string_agg(pc.name_it, ' ') from product_colours pc where pc.product_id = p.id)))),
        search_en = shop_unaccent(lower(concat_ws(' ', p.name_en, c.name_en, parent.name_en,
          (select string_agg(pc.name_en, ' ') from product_colours pc where pc.product_id = p.id))))
      from categories c
      left join categories parent on parent.id = c.parent_id
      where c.id = p.category_id and (product_ids is null or p.id = any(product_ids))
    $$`.execute(db);
  await sql`select shop_refresh_product_search(null)`.execute(db);

  for (const locale of ['it', 'en']) {
    await sql`create index ${sql.id(`products_search_${locale}_trgm_idx`)} on products
      using gin (${sql.ref(`search_${locale}`)} gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index products_search_en_trgm_idx`.execute(db);
  await sql`drop index products_search_it_trgm_idx`.execute(db);
  await sql`drop function shop_refresh_product_search(integer[])`.execute(db);
  await db.schema.alterTable('products').dropColumn('search_it').dropColumn('search_en').execute();
  await sql`drop function shop_unaccent(text)`.execute(db);
}
