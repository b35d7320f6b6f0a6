import type { Kysely } from 'kysely';

/** How to wash and keep a garment, in both languages, as a merchant's import gives it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('care_it', 'text')
    .addColumn('care_en', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('care_it').dropColumn('care_en').execute();
}
