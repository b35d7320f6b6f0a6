import sharp from 'sharp';
import type { GarmentKind } from '../../seed/categories-data';
import { Random } from '../../seed/random';
import { SILHOUETTE_CANVAS, SILHOUETTES } from './silhouettes';

/** How a picture shows the garment, in the order a product page lists them. */
export const PICTURE_VIEWS = ['front', 'back', 'detail', 'worn'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** What a seeded picture shows: everything its pixels are made from. */
export interface SeedPhotographRecipe {
  kind: GarmentKind;
  /** The colour's swatch, "#1f2a44". */
  hex: string;
  view: PictureView;
  /** Varies the folds, grain and light between products. */
  seed: number;
}

/** The size of a seeded original: a 3:4 portrait as a studio shoots it. */
export const SEED_PHOTOGRAPH_SIZE = { width: 1600, height: 2133 } as const;

/** The light and the cloth are worked out at half size; the grain is laid on at full size. */
const W = SEED_PHOTOGRAPH_SIZE.width / 2;
const H = Math.ceil(SEED_PHOTOGRAPH_SIZE.height / 2);
const GRAIN_TILE = 509;
const GRAIN_STRENGTH = 70;

/** How much of each view the garment fills: what its dominant colour is made of. */
const COVERAGE: Record<PictureView, number> = { front: 0.4, back: 0.4, detail: 0.9, worn: 0.65 };

/** The colour a seeded picture shows most, without making it: its placeholder while it loads. */
export function dominantColourOf(recipe: SeedPhotographRecipe): string {
  const garment = rgbOf(recipe.hex);
  const backdrop = backdropOf(recipe.view);
  const share = COVERAGE[recipe.view];
  return `#${garment
    .map((channel, at) => Math.round(share * channel + (1 - share) * (backdrop[at] ?? 0)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function backdropOf(view: PictureView): [number, number, number] {
  return view === 'worn' ? [214, 204, 190] : [236, 233, 228];
}

/** The part of the 600×800 silhouette canvas each view frames. */
const FRAMES: Record<PictureView, { x: number; y: number; width: number; height: number }> = {
  front: { x: 0, y: 0, width: 600, height: 800 },
  back: { x: 0, y: 0, width: 600, height: 800 },
  detail: { x: 210, y: 300, width: 180, height: 240 },
  worn: { x: 90, y: 90, width: 420, height: 560 },
};

/**
 * A photograph-weight picture of a garment, made from its recipe alone: the same recipe always
 * gives the same pixels. The garment's silhouette is filled with its colour under folds of light,
 * a woven texture and film grain, on a studio backdrop with its shadow, so the picture weighs and
 * compresses as a photograph does (about 1600×2133 px, a few hundred KB as JPEG), not as a flat
 * drawing.
 */
export async function renderSeedPhotograph(recipe: SeedPhotographRecipe): Promise<Buffer> {
  const random = new Random(recipe.seed);
  const [mask, shadow, folds, wrinkles, creases, grain] = await Promise.all([
    silhouetteMask(recipe, 0),
    silhouetteMask(recipe, 12),
    smoothNoise(random, 9, 6),
    smoothNoise(random, 48, 64),
    smoothNoise(random, 200, 267),
    grainTile(random),
  ]);
  const [r, g, b] = rgbOf(recipe.hex);
  const backdrop = backdropOf(recipe.view);
  const weave = weaveOf(recipe.view === 'detail' ? 2 : 1);
  const lightFromLeft = recipe.view !== 'back';

  const pixels = Buffer.allocUnsafe(W * H * 3);
  for (let y = 0; y < H; y++) {
    const rowWeave = weave.rows[y % weave.period] ?? 0;
    const fall = 1 - 0.22 * (y / H);
    for (let x = 0; x < W; x++) {
      const at = y * W + x;
      const cover = (mask[at] ?? 0) / 255;
      const across = lightFromLeft ? x / W : 1 - x / W;
      const fold = ((folds[at] ?? 128) - 128) / 128;
      const wrinkle = ((wrinkles[at] ?? 128) - 128) / 128;
      const crease = ((creases[at] ?? 128) - 128) / 128;
      const texture = rowWeave * (weave.columns[x % weave.period] ?? 0);
      const light =
        fall *
        (1.12 - 0.3 * across) *
        (1 + 0.3 * fold + 0.12 * wrinkle + 0.1 * crease + 0.03 * texture);
      const lift = 20 * fold + 10 * wrinkle + 12 * crease + 3 * texture;
      const dark = 1 - 0.28 * ((shadow[at] ?? 0) / 255) * (1 - cover);
      const vignette = 1 - 0.16 * ((x / W - 0.5) ** 2 + (y / H - 0.45) ** 2) * 2;
      const ground = (1 + 0.05 * fold) * dark * vignette;
      const out = at * 3;
      pixels[out] = clamp(cover * (r * light + lift) + (1 - cover) * backdrop[0] * ground);
      pixels[out + 1] = clamp(cover * (g * light + lift) + (1 - cover) * backdrop[1] * ground);
      pixels[out + 2] = clamp(cover * (b * light + lift) + (1 - cover) * backdrop[2] * ground);
    }
  }
  const full = await sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .resize(SEED_PHOTOGRAPH_SIZE.width, SEED_PHOTOGRAPH_SIZE.height, {
      fit: 'fill',
      kernel: 'linear',
    })
    .raw()
    .toBuffer();
  return sharp(full, { raw: { ...SEED_PHOTOGRAPH_SIZE, channels: 3 } })
    .composite([{ input: grain, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 80, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The garment's coverage (0–255) at full size; `offset` shifts and softens it into a shadow. */
async function silhouetteMask(recipe: SeedPhotographRecipe, offset: number): Promise<Buffer> {
  const frame = FRAMES[recipe.view];
  const flip =
    recipe.view === 'back' ? `transform="translate(${SILHOUETTE_CANVAS.width} 0) scale(-1 1)"` : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" ` +
    `viewBox="${frame.x} ${frame.y} ${frame.width} ${frame.height}" preserveAspectRatio="xMidYMid slice">` +
    `<rect x="-1000" y="-1000" width="3000" height="3000" fill="#000"/>` +
    `<g ${flip}><path d="${SILHOUETTES[recipe.kind]}" fill="#fff" ` +
    `transform="translate(${offset / 4} ${offset / 3})"/></g></svg>`;
  let image = sharp(Buffer.from(svg)).extractChannel(0);
  if (offset > 0) image = image.blur(offset);
  return image.raw().toBuffer();
}

/** Noise that varies smoothly over `columns`×`rows` cells: folds at a few cells, wrinkles at many. */
function smoothNoise(random: Random, columns: number, rows: number): Promise<Buffer> {
  const cells = Buffer.allocUnsafe(columns * rows);
  for (let at = 0; at < cells.length; at++) cells[at] = random.int(0, 255);
  return sharp(cells, { raw: { width: columns, height: rows, channels: 1 } })
    .resize(W, H, { kernel: 'cubic', fit: 'fill' })
    .blur(Math.min(4, Math.max(1, W / columns / 4)))
    .raw()
    .toBuffer();
}

/** Film grain: a tile of bell-shaped noise around mid-grey, laid over the picture softly. */
function grainTile(random: Random): Promise<Buffer> {
  const tile = Buffer.allocUnsafe(GRAIN_TILE * GRAIN_TILE);
  for (let at = 0; at < tile.length; at++) {
    const bell = (random.next() + random.next() + random.next()) / 3 - 0.5;
    tile[at] = clamp(128 + bell * GRAIN_STRENGTH);
  }
  return sharp(tile, { raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 } })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A plain weave's threads, `scale` times larger in a close-up. */
function weaveOf(scale: number): { period: number; rows: number[]; columns: number[] } {
  const period = 5 * scale;
  const wave = Array.from({ length: period }, (_, at) => Math.sin((2 * Math.PI * at) / period));
  return { period, rows: wave, columns: wave };
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}
