import { sql, type Kysely } from 'kysely';

/** The tables whose rows a listing or a product page shows; `id` names the product in `products`. */
const PRODUCT_PARTS = ['product_stock', 'price_history', 'product_colours', 'product_images'];

/**
 * A log of which products changed (stock, price, colours, pictures, the product itself), written
 * by triggers in the changing transaction, whatever made the change: the operator's inventory,
 * an order, a restore, another server. Each server's in-memory listing index reads it to bring
 * those products up to date instead of reading the whole catalogue again. Old entries are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('seq', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('catalogue_changes_changed_at_idx')
    .on('catalogue_changes')
    .column('changed_at')
    .execute();

  // Row-level, so a change names its product; a field of NEW or OLD that the table lacks would
  // not compile, hence one function for `products` and one for its parts.
  await sql`create function note_product_change() returns trigger language plpgsql as $$
    begin
      insert into catalogue_changes (product_id)
        values (case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end $$`.execute(db);
  await sql`create function note_product_part_change() returns trigger language plpgsql as $$
    begin
      insert into catalogue_changes (product_id)
        values (case when tg_op = 'DELETE' then old.product_id else new.product_id end);
      return null;
    end $$`.execute(db);
  await sql`create trigger products_changes after insert or update or delete on products
    for each row execute function note_product_change()`.execute(db);
  for (const table of PRODUCT_PARTS) {
    await sql`create trigger ${sql.id(`${table}_changes`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function note_product_part_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PRODUCT_PARTS) {
    await sql`drop trigger ${sql.id(`${table}_changes`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger products_changes on products`.execute(db);
  await sql`drop function note_product_part_change()`.execute(db);
  await sql`drop function note_product_change()`.execute(db);
  await db.schema.dropTable('catalogue_changes').execute();
}
