import type { CategoryListingResponse, ProductDetail, ProductImage } from '@shop/shared';
import { measured, round, type Figures } from '../figures';

const ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ROUNDS = 20;

/**
 * How fast a picture variant answers once made (docs/catalogue-import.md): the widths a phone and
 * a desktop ask for first, of a listing's tiles and a product's gallery, each made by a first
 * request (timed apart), then asked for ROUNDS times in turn, one request at a time.
 */
export async function measureVariantLatency(origin: string, productPath: string): Promise<Figures> {
  const listing = (await (
    await fetch(`${origin}/api/products?category=Uomo&lang=it`)
  ).json()) as CategoryListingResponse;
  const product = (await (
    await fetch(`${origin}/api/products/${productPath.replace(/^\/products\//, '')}?lang=it`)
  ).json()) as ProductDetail;
  const urls = [
    ...listing.items.flatMap((item) => variantsOf(item.image, [320, 480])),
    ...(product.colours[0]?.images ?? []).flatMap((image) => variantsOf(image, [960])),
  ].map((path) => origin + path);
  if (urls.length === 0) throw new Error('The catalogue gives no picture with its widths');

  const making: number[] = [];
  for (const url of urls) making.push(await timedGet(url));
  const made: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const url of urls) made.push(await timedGet(url));

  const sortedMaking = [...making].sort((a, b) => a - b);
  return {
    'pictures.variant-p50-ms': measured(round(percentile(made, 0.5), 1), 'ms'),
    'pictures.variant-p99-ms': measured(
      round(percentile(made, 0.99), 1),
      'ms',
      `${made.length} requests of ${urls.length} variants once made`,
    ),
    'pictures.first-request-median-ms': measured(
      Math.round(sortedMaking[Math.floor(sortedMaking.length / 2)] ?? 0),
      'ms',
      `making each of ${urls.length} variants (and a seeded original once per picture)`,
    ),
  };
}

function variantsOf({ variants }: ProductImage, widths: number[]): string[] {
  if (!variants) return [];
  return variants.widths
    .filter((width) => widths.includes(width))
    .map((width) => `${variants.path}/${width}`);
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: ACCEPT } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
