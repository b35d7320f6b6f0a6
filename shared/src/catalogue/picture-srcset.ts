import type { ProductImage } from '../contracts';

/**
 * A picture's `<img srcset>`: "/media/pictures/…/320 320w, /media/pictures/…/640 640w". The API
 * sends the widths rather than this string, which a listing would otherwise repeat for every
 * picture it inlines; an older API's written-out `srcset` is taken as it is.
 */
export function pictureSrcset(image: ProductImage): string | undefined {
  const { variants } = image;
  if (!variants || variants.widths.length === 0) return image.srcset;
  return variants.widths.map((width) => `${variants.path}/${width} ${width}w`).join(', ');
}
