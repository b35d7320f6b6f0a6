import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PictureFacts } from './picture-variants';
import type { SeedPhotographRecipe } from './seed-photographs/render-seed-photograph';

/** A picture with what its variants are made from: its original, or the recipe of a seeded one. */
export interface PictureSource extends PictureFacts {
  original: Buffer | null;
  recipe: SeedPhotographRecipe | null;
}

export async function findPictureSource(
  db: Kysely<Database>,
  hash: string,
): Promise<PictureSource | undefined> {
  const row = await db
    .selectFrom('pictures')
    .select(['hash', 'width', 'height', 'placeholder', 'original', 'recipe'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const recipe = typeof row.recipe === 'string' ? JSON.parse(row.recipe) : row.recipe;
  return {
    ...row,
    original: row.original ? Buffer.from(row.original) : null,
    recipe: (recipe as SeedPhotographRecipe | null) ?? null,
  };
}
