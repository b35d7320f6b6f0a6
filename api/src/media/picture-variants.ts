import type { ProductImage } from '@shop/shared/contracts';

/** The widths every picture is served at (never wider than its original). */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

/** The width of the JPEG a client without `srcset` (an e-mail, an order line, a share) gets. */
const FALLBACK_WIDTH = 640;

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const FORMAT_EXTENSIONS: Record<VariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

export const FORMAT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** What a picture's variants are made from and shown with. */
export interface PictureFacts {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
}

/** The smallest format the client says it takes: AVIF, else WebP, else JPEG, which all take. */
export function formatAccepted(accept: string | undefined): VariantFormat {
  const types = (accept ?? '').toLowerCase();
  if (acceptsType(types, 'image/avif')) return 'avif';
  if (acceptsType(types, 'image/webp')) return 'webp';
  return 'jpeg';
}

function acceptsType(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name !== type) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** The widths `picture` is served at: those of the set no wider than its original. */
export function widthsOf(picture: Pick<PictureFacts, 'width'>): number[] {
  return VARIANT_WIDTHS.filter((width) => width <= picture.width);
}

function picturePath(hash: string): string {
  return `/media/pictures/${hash}`;
}

export function variantPath(hash: string, width: number, format?: VariantFormat): string {
  const base = `${picturePath(hash)}/${width}`;
  return format ? `${base}.${FORMAT_EXTENSIONS[format]}` : base;
}

/**
 * A picture as the contract gives it: a JPEG for clients that take one address, the widths it is
 * served at (each in the best format the browser accepts), its size for the page to reserve its
 * space, and its dominant colour to show while it loads.
 */
export function productImageOf(picture: PictureFacts | undefined, alt: string): ProductImage {
  // A product without a picture shows an empty 3:4 frame.
  if (!picture) return { url: '', width: 3, height: 4, alt };
  const widths = widthsOf(picture);
  const fallback =
    widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? widths[0] ?? FALLBACK_WIDTH;
  return {
    url: variantPath(picture.hash, fallback, 'jpeg'),
    width: picture.width,
    height: picture.height,
    alt,
    variants: { path: picturePath(picture.hash), widths },
    placeholder: picture.placeholder,
  };
}
