import { sql, type Kysely } from 'kysely';

/**
 * The shop's own stores, for the store locator: where each is (continent, region and country
 * codes of `STORE_GEOGRAPHY`, address, coordinates) and when it opens. Opening hours are a JSON
 * array of `{ from, to, opens, closes }` (ISO weekdays 1–7, "HH:MM", or null opens for closed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`name <> ''`))
    .addColumn('continent', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) =>
      col.notNull().check(sql`latitude between -90 and 90`),
    )
    .addColumn('longitude', 'double precision', (col) =>
      col.notNull().check(sql`longitude between -180 and 180`),
    )
    .addColumn('opening_hours', 'jsonb', (col) =>
      col.notNull().check(sql`jsonb_typeof(opening_hours) = 'array'`),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('stores_geography_idx')
    .on('stores')
    .columns(['continent', 'region', 'country'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stores').execute();
}
