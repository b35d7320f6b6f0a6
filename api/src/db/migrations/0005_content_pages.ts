import { sql, type Kysely } from 'kysely';

/** The shape of `CONTENT_PAGE_ID_PATTERN` (shared contracts), so no row can hold an unreachable id. */
const ID_SHAPE = sql.lit('^[a-z0-9]+(-[a-z0-9]+)*$');

/**
 * Generic content pages (spec §2 `/pages/{id}`): one row per page, its texts and SEO (spec §3
 * "Page SEO") per locale, and the aliases older links still use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id ~ ${ID_SHAPE}`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content_page_aliases')
    .addColumn('alias', 'text', (col) => col.primaryKey().check(sql`alias ~ ${ID_SHAPE}`))
    .addColumn('page_id', 'text', (col) =>
      col.notNull().references('content_pages.id').onDelete('cascade').onUpdate('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('content_page_aliases_page_id_idx')
    .on('content_page_aliases')
    .column('page_id')
    .execute();

  await db.schema
    .createTable('content_page_texts')
    .addColumn('page_id', 'text', (col) =>
      col.notNull().references('content_pages.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('locale', 'text', (col) => col.notNull().check(sql`locale in ('it', 'en')`))
    .addColumn('title', 'text', (col) => col.notNull().check(sql`title <> ''`))
    // Plain-text paragraphs, in reading order.
    .addColumn('body', sql`text[]`, (col) => col.notNull().check(sql`cardinality(body) > 0`))
    .addColumn('meta_title', 'text', (col) => col.notNull().check(sql`meta_title <> ''`))
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('keywords', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('share_image_url', 'text')
    // schema.org structured data, served as JSON-LD.
    .addColumn('microdata', 'jsonb', (col) =>
      col.check(sql`microdata is null or jsonb_typeof(microdata) = 'object'`),
    )
    .addPrimaryKeyConstraint('content_page_texts_pkey', ['page_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_page_texts').execute();
  await db.schema.dropTable('content_page_aliases').execute();
  await db.schema.dropTable('content_pages').execute();
}
