import type { PictureProblem } from '@shop/shared/contracts';
import { fileTypeFromBuffer } from 'file-type/core';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { bytesValue } from '../db/bytes-as-base64';
import type { Database } from '../db/schema';
import { hashOfOriginal } from './picture-hash';
import type { PictureFacts } from './picture-variants';

/** The most pixels an original may have: a 40-megapixel camera's frame. */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** The narrowest original worth showing on a product page. */
export const MIN_PICTURE_WIDTH = 320;

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/** Why an upload is not a picture the shop can sell with; nothing was stored. */
export class PictureRejectedError extends Error {
  constructor(
    readonly problem: PictureProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PictureRejectedError';
  }
}

/** An original that passed every check, with what its variants are served as. */
export interface ExaminedPicture extends PictureFacts {
  original: Buffer;
}

/**
 * Checks an upload before anything is kept: a JPEG, PNG, WebP or AVIF by its content (not its
 * name), at most 40 megapixels by its header (read before any pixel is decoded, so a small file
 * that claims a huge image costs nothing), at least 320 px wide once upright, and whole: every
 * pixel is decoded once, which also gives its dominant colour.
 */
export async function examinePicture(bytes: Buffer): Promise<ExaminedPicture> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new PictureRejectedError(
      'not-an-image',
      'Not a picture: upload a JPEG, PNG, WebP or AVIF file.',
    );
  }
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const width = metadata?.autoOrient.width;
  const height = metadata?.autoOrient.height;
  if (!width || !height) throw brokenPicture();
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new PictureRejectedError(
      'too-many-pixels',
      `The picture has ${megapixels(width * height)} megapixels (${width}×${height}); ` +
        `the most is ${megapixels(MAX_PICTURE_PIXELS)}.`,
    );
  }
  if (width < MIN_PICTURE_WIDTH) {
    throw new PictureRejectedError(
      'too-small',
      `The picture is ${width} px wide; it must be at least ${MIN_PICTURE_WIDTH} px wide.`,
    );
  }
  // Decoded whole to a thumbnail: every byte of the picture is read (one cut short fails), at an
  // eighth of the work of decoding it at full size, and the thumbnail gives the dominant colour.
  const thumbnail = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PICTURE_PIXELS })
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!thumbnail) throw brokenPicture();
  const stats = await sharp(thumbnail.data, { raw: thumbnail.info }).stats();
  const { r, g, b } = stats.dominant;
  return {
    hash: hashOfOriginal(bytes),
    width,
    height,
    placeholder: `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
    original: bytes,
  };
}

/** Keeps an examined original (once: the same content is the same picture). */
export async function storePicture(
  db: Kysely<Database>,
  picture: ExaminedPicture,
): Promise<{ created: boolean }> {
  const inserted = await db
    .insertInto('pictures')
    .values({
      hash: picture.hash,
      width: picture.width,
      height: picture.height,
      placeholder: picture.placeholder,
      original: bytesValue(picture.original),
      recipe: null,
    })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .executeTakeFirst();
  return { created: (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n };
}

function brokenPicture(): PictureRejectedError {
  return new PictureRejectedError(
    'broken',
    'The picture cannot be read: the file is damaged or incomplete.',
  );
}

function megapixels(pixels: number): string {
  return (pixels / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 });
}
