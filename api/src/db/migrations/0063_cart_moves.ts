import { sql, type Kysely } from 'kysely';

/**
 * A cart handed from one store to the other (the shopper changed country): the store the shopper
 * arrives at opens it once, by the token's SHA-256, and takes the lines it can.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_moves')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('cart_id', 'text', (col) => col.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cart_moves_cart_id').on('cart_moves').column('cart_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_moves').execute();
}
