import { createHash } from 'node:crypto';
import type { SeedPhotographRecipe } from './seed-photographs/render-seed-photograph';

/** A picture's name: 32 hex digits of a SHA-256, so a variant's address never changes meaning. */
export const PICTURE_HASH_PATTERN = '^[0-9a-f]{32}$';

/** Changes when the seeded pictures' generator draws the same recipe differently. */
const SEED_PHOTOGRAPH_GENERATION = 'seed-photograph/1';

export function hashOfOriginal(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

export function hashOfRecipe(recipe: SeedPhotographRecipe): string {
  const { kind, hex, view, seed } = recipe;
  return createHash('sha256')
    .update(`${SEED_PHOTOGRAPH_GENERATION} ${JSON.stringify({ kind, hex, view, seed })}`)
    .digest('hex')
    .slice(0, 32);
}
