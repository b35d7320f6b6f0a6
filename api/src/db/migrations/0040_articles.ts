import { sql, type Kysely } from 'kysely';

/** The shape of `ARTICLE_SLUG_PATTERN` (shared contracts), so no row holds an unreachable slug. */
const SLUG_SHAPE = sql.lit('^[a-z0-9]+(-[a-z0-9]+)*$');

/**
 * Editorial articles (spec §1, §3): news posts, care-guide pages and brand stories. One row per
 * article, and per language its slug (spec §3 "localizations": the language switch goes from one
 * slug to the other), texts and page SEO, shaped like a content page's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id ~ ${SLUG_SHAPE}`))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('blog', 'care-guide', 'brand')`),
    )
    .addColumn('published_on', 'date', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_width', 'integer', (col) => col.check(sql`image_width > 0`))
    .addColumn('image_height', 'integer', (col) => col.check(sql`image_height > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'articles_image_complete',
      sql`(image_url is null) = (image_width is null) and (image_url is null) = (image_height is null)`,
    )
    .execute();
  // Lists read one kind, newest first.
  await db.schema
    .createIndex('articles_kind_published_idx')
    .on('articles')
    .columns(['kind', 'published_on desc', 'id'])
    .execute();

  await db.schema
    .createTable('article_texts')
    .addColumn('article_id', 'text', (col) =>
      col.notNull().references('articles.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('locale', 'text', (col) => col.notNull().check(sql`locale in ('it', 'en')`))
    // Denormalized from articles so one unique index keeps slugs apart within a section.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().check(sql`slug ~ ${SLUG_SHAPE}`))
    .addColumn('title', 'text', (col) => col.notNull().check(sql`title <> ''`))
    .addColumn('summary', 'text', (col) => col.notNull().check(sql`summary <> ''`))
    .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
    // Blocks of a small Markdown subset (see `Article.body`), in reading order.
    .addColumn('body', sql`text[]`, (col) => col.notNull().check(sql`cardinality(body) > 0`))
    .addColumn('meta_title', 'text', (col) => col.notNull().check(sql`meta_title <> ''`))
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('keywords', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('share_image_url', 'text')
    .addColumn('microdata', 'jsonb', (col) =>
      col.check(sql`microdata is null or jsonb_typeof(microdata) = 'object'`),
    )
    .addPrimaryKeyConstraint('article_texts_pkey', ['article_id', 'locale'])
    .addUniqueConstraint('article_texts_slug_key', ['kind', 'locale', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_texts').execute();
  await db.schema.dropTable('articles').execute();
}
