import type { Kysely } from 'kysely';
import { bytesAsBase64, bytesFromBase64 } from '../db/bytes-as-base64';
import type { Database } from '../db/schema';
import type { PictureFacts } from './picture-variants';
import type { SeedPhotographRecipe } from './seed-photographs/render-seed-photograph';

/** A picture and how its original is had: uploaded (in the database) or drawn from a recipe. */
export interface PictureSource extends PictureFacts {
  recipe: SeedPhotographRecipe | null;
}

/** A picture's facts without its original's bytes, which only making a variant may need. */
export async function findPictureSource(
  db: Kysely<Database>,
  hash: string,
): Promise<PictureSource | undefined> {
  const row = await db
    .selectFrom('pictures')
    .select(['hash', 'width', 'height', 'placeholder', 'recipe'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const recipe = typeof row.recipe === 'string' ? JSON.parse(row.recipe) : row.recipe;
  return { ...row, recipe: (recipe as SeedPhotographRecipe | null) ?? null };
}

/** An uploaded original's bytes; null for a seeded picture or none. */
export async function readUploadedOriginal(
  db: Kysely<Database>,
  hash: string,
): Promise<Buffer | null> {
  const row = await db
    .selectFrom('pictures')
    .select(bytesAsBase64('original').as('original'))
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row?.original ? bytesFromBase64(row.original) : null;
}
