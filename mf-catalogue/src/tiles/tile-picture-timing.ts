/** The screens whose first screen shows only a first row of tiles: two columns, or a phone. */
const PHONE_SCREENS = '(max-width: 767px)';

/** How many tiles a row of tiles shows in the first screen: on a phone, and at most on any. */
export interface FirstScreenTiles {
  phone: number;
  wide: number;
}

/**
 * A grid's: a phone's first row of two, a wide screen's first row of four (a second row shows on
 * a tall screen only, and then as the page's scripts start).
 */
export const GRID_FIRST_SCREENS: FirstScreenTiles = { phone: 2, wide: 4 };
/** A carousel's in the first screen (the home's): one on a phone, four across a desktop. */
export const CAROUSEL_FIRST_SCREENS: FirstScreenTiles = { phone: 1, wide: 4 };

/**
 * When a tile's picture is fetched: a phone's first screen at once (the largest paint is among
 * them); what only a wider screen shows first waits for the page to be idle on a phone; the rest
 * waits on every screen. Tiles not in the first screen (`null`) all wait.
 */
export function tilePictureTiming(
  index: number,
  firstScreen: FirstScreenTiles | null,
): { priority: boolean; afterIdle: boolean | string } {
  if (firstScreen && index < firstScreen.phone) return { priority: true, afterIdle: false };
  if (firstScreen && index < firstScreen.wide) return { priority: false, afterIdle: PHONE_SCREENS };
  return { priority: false, afterIdle: true };
}
