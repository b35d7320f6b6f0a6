import sharp from 'sharp';

/**
 * A JPEG of grain, different for each `seed`: it compresses as a photograph does and decodes as
 * a real picture, made in tens of milliseconds.
 */
export async function photograph(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let at = 0; at < pixels.length; at++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[at] = 70 + (state >>> 25);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
