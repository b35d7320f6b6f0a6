import { sql, type Kysely } from 'kysely';

/**
 * The customers' saved addresses (spec §3 Address). Each belongs to one customer and goes with
 * them; at most one per customer is the default (a partial unique index says so).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('street_address', 'text', (col) => col.notNull())
    .addColumn('street_number', 'text', (col) => col.notNull())
    .addColumn('additional_info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('phone_prefix', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('fiscal_code', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('addresses_customer_idx')
    .on('addresses')
    .column('customer_id')
    .execute();
  await db.schema
    .createIndex('addresses_one_default_key')
    .on('addresses')
    .column('customer_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
}
