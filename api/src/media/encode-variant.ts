import sharp, { type Sharp } from 'sharp';
import type { VariantFormat } from './picture-variants';

/**
 * Encoder settings per format, chosen for photographs seen on a screen: AVIF at effort 1, which
 * on these pictures writes files as small as effort 2 in half the time (960 px: 18.7 KB in 142 ms
 * against 20.1 KB in 300 ms), WebP, and a progressive mozjpeg JPEG for browsers without either.
 */
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/** `original` turned upright, at `width`, in sRGB without its metadata, in `format`. */
export function encodeVariant(
  original: Buffer,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const image = sharp(original, { failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb');
  return ENCODERS[format](image).toBuffer();
}
