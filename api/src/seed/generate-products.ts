import type { Locale } from '@shop/shared/contracts';
import { LEAF_CATEGORIES, type LeafCategory } from './categories-data';
import {
  COLOURS,
  FABRICS,
  GARMENTS,
  KIND_DETAILS,
  SIZE_SYSTEMS,
  type FabricKey,
  type GarmentTemplate,
} from './garments-data';
import { generatePriceHistory, type PricePoint } from './price-history';
import { Random } from './random';
import { slugify } from './slug';

type Localized = Record<Locale, string>;

export interface SeedSize {
  size: string;
  quantity: number;
}

export interface SeedColour {
  code: string;
  name: Localized;
  hex: string;
  sizes: SeedSize[];
}

export interface SeedProduct {
  sku: string;
  categoryCode: string;
  slug: Localized;
  name: Localized;
  description: Localized;
  /** Key of the fabric ("linen"), the id of its care-guide page. */
  fabric: FabricKey;
  /** Current price: the last point of the price history. */
  priceCents: number;
  createdAt: Date;
  colours: SeedColour[];
  priceHistory: PricePoint[];
}

export interface GenerateProductsOptions {
  count: number;
  /** Prefix of the SKUs, which also keeps slugs unique: "SH" for the shop, "BN" for benchmarks. */
  skuPrefix: string;
  seed: number;
  now: Date;
}

interface Design {
  category: LeafCategory;
  template: GarmentTemplate;
  fabric: FabricKey;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deterministic catalogue: products are dealt round-robin over the leaf categories, and within a
 * category every garment/fabric combination is used once before any repeats.
 */
export function generateProducts(options: GenerateProductsOptions): SeedProduct[] {
  const random = new Random(options.seed);
  const designQueues = LEAF_CATEGORIES.map((category) => random.shuffle(designsOf(category)));
  const products: SeedProduct[] = [];

  for (let index = 0; index < options.count; index++) {
    const queue = designQueues[index % designQueues.length] ?? [];
    const round = Math.floor(index / designQueues.length);
    const design = queue[round % queue.length];
    if (!design) throw new Error('Every leaf category needs at least one garment template');
    const sku = `${options.skuPrefix}${String(index + 1).padStart(5, '0')}`;
    products.push(buildProduct(random, design, sku, options.now));
  }
  return products;
}

function designsOf(category: LeafCategory): Design[] {
  const templates = GARMENTS[category.department][category.kind] ?? [];
  return templates.flatMap((template) =>
    template.fabrics.map((fabric) => ({ category, template, fabric })),
  );
}

function buildProduct(random: Random, design: Design, sku: string, now: Date): SeedProduct {
  const { category, template, fabric: fabricKey } = design;
  const fabric = FABRICS[fabricKey];
  const name = {
    it: capitalize(template.name.it.replace('{f}', fabric.name.it)),
    en: capitalize(template.name.en.replace('{f}', fabric.name.en)),
  };
  const [minEuros, maxEuros] = template.priceEuros;
  const fullPriceCents =
    (minEuros + random.int(0, Math.floor((maxEuros - minEuros) / 10)) * 10) * 100;
  const priceHistory = generatePriceHistory(random, fullPriceCents, now);
  const firstPriceAt = priceHistory[0]?.validFrom ?? now;

  return {
    sku,
    categoryCode: category.code,
    slug: {
      it: `${slugify(name.it)}-${sku.toLowerCase()}`,
      en: `${slugify(name.en)}-${sku.toLowerCase()}`,
    },
    name,
    fabric: fabricKey,
    description: {
      it: `${fabric.about.it} ${KIND_DETAILS[category.kind].it} Composizione: ${fabric.composition.it}. Made in Italy.`,
      en: `${fabric.about.en} ${KIND_DETAILS[category.kind].en} Composition: ${fabric.composition.en}. Made in Italy.`,
    },
    priceCents: priceHistory.at(-1)?.priceCents ?? fullPriceCents,
    createdAt: new Date(firstPriceAt.getTime() - random.int(0, 365) * DAY_MS),
    colours: random.sample(COLOURS, random.int(1, 4)).map((colour) => ({
      code: colour.code,
      name: colour.name,
      hex: colour.hex,
      sizes: generateStock(random, SIZE_SYSTEMS[template.sizes]),
    })),
    priceHistory,
  };
}

/** About one size in five is sold out, and now and then a whole colour. */
function generateStock(random: Random, sizes: string[]): SeedSize[] {
  const colourSoldOut = random.chance(0.05);
  return sizes.map((size) => ({
    size,
    quantity: colourSoldOut || random.chance(0.2) ? 0 : random.int(1, 15),
  }));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
