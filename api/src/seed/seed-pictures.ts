import {
  hashOfRecipe,
  dominantColourOf,
  PICTURE_VIEWS,
  SEED_PHOTOGRAPH_SIZE,
  type PictureView,
  type SeedPhotographRecipe,
} from '../media';
import { garmentKindOf } from './categories-data';
import type { SeedColour, SeedProduct } from './generate-products';

/** A picture of a seeded product in one colour: made from its recipe when first asked for. */
export interface SeedPicture {
  hash: string;
  view: PictureView;
  recipe: SeedPhotographRecipe;
  width: number;
  height: number;
  placeholder: string;
}

/** Front, back, a close-up of the cloth and the garment worn: as a shop photographs each colour. */
export function seedPicturesOf(product: SeedProduct, colour: SeedColour): SeedPicture[] {
  const kind = garmentKindOf(product.categoryCode) ?? 'shirts';
  return PICTURE_VIEWS.map((view, at) => {
    const recipe = {
      kind,
      hex: colour.hex,
      view,
      seed: seedOf(`${product.sku}/${colour.code}/${at}`),
    };
    return {
      hash: hashOfRecipe(recipe),
      view,
      recipe,
      ...SEED_PHOTOGRAPH_SIZE,
      placeholder: dominantColourOf(recipe),
    };
  });
}

/** A 32-bit number from text (FNV-1a): the same product and colour always get the same folds. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
