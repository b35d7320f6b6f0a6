import {
  SIZE_GUIDE_IDS,
  type Locale,
  type SizeGuide,
  type SizeGuideId,
} from '@shop/shared/contracts';
import { SIZE_GUIDES } from './size-guides-data';

/** A size guide in `locale`: its sizes, their conversions and body measurements in cm. */
export function sizeGuide(id: SizeGuideId, locale: Locale): SizeGuide {
  const data = SIZE_GUIDES[id];
  return {
    id,
    title: data.title[locale],
    note: data.note?.[locale] ?? null,
    rows: data.rows,
    measurements: data.measurements,
  };
}

export function allSizeGuides(locale: Locale): SizeGuide[] {
  return SIZE_GUIDE_IDS.map((id) => sizeGuide(id, locale));
}

/**
 * The table for a product, from its department and the sizes it is sold in: the one whose rows
 * hold all of them (tailoring before trousers for the Italian numbers of jackets); none for a
 * product sold in one size.
 */
export function sizeGuideIdFor(categoryCode: string, sizes: readonly string[]): SizeGuideId | null {
  if (sizes.length === 0 || sizes.every((size) => size === 'TU')) return null;
  const department = categoryCode.startsWith('women') ? 'women' : 'men';
  const candidates: SizeGuideId[] =
    department === 'men'
      ? categoryCode.includes('trousers')
        ? ['men-trousers']
        : ['men-tops', 'men-tailoring', 'men-belts']
      : ['women-tops', 'women-clothing', 'women-belts'];
  return (
    candidates.find((id) =>
      sizes.every((size) => SIZE_GUIDES[id].rows.some((row) => row.size === size)),
    ) ?? null
  );
}
