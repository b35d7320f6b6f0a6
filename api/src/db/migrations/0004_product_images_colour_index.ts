import type { Kysely } from 'kysely';

/** Deleting a colour cascades to its images; without this index every delete scans them all. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_images_colour_id_idx')
    .on('product_images')
    .column('colour_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_images_colour_id_idx').execute();
}
