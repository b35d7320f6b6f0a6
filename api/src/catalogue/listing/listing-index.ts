import {
  LISTING_PAGE_SIZE,
  type ColourFacetValue,
  type FacetValue,
  type ListingFacets,
  type ListingParams,
  type Locale,
} from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { compareSizes } from '../size-order';

/** What a listing needs to know of one product: where it is, its price, age and in-stock variants. */
interface IndexedProduct {
  id: number;
  categoryId: number;
  priceCents: number;
  createdAt: number;
  /** Every size the product is made in, bought or not (the facet's values). */
  sizes: string[];
  colours: string[];
  /** In-stock variants. */
  inStock: { size: string; colour: string }[];
}

interface ColourLabel {
  it: string;
  en: string;
  hex: string;
}

/** One page of a listing: the products' ids in order, how many match in all, and the facets. */
export interface ListingPage {
  productIds: number[];
  total: number;
  facets: ListingFacets;
}

type AnyListingParams = Omit<ListingParams, 'sort'> & { sort: ListingParams['sort'] | 'relevance' };

/**
 * The catalogue as listings see it, held in memory: every product's category, price, age and
 * in-stock variants (a few hundred kilobytes for 10,000 products). Filters, sorts and facet counts
 * are computed from it in a few milliseconds, where the same grouped queries take most of a
 * second on the embedded database. The database stays the truth: the index is read again when the
 * catalogue changes through this server (`invalidate`) and at most `maxAgeMs` after a change made
 * elsewhere (another server on the same PostgreSQL).
 */
export class ListingIndex {
  private loaded: Promise<{
    products: IndexedProduct[];
    colours: Map<string, ColourLabel>;
  }> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The catalogue changed here: the next listing reads it again. */
  invalidate(): void {
    this.loaded = null;
  }

  private data() {
    const stale = this.now() - this.loadedAt > this.maxAgeMs;
    if (!this.loaded || stale) {
      const previous = this.loaded;
      const next = this.load();
      this.loaded = next;
      this.loadedAt = this.now();
      // A failed read must not stay cached: the next listing tries again (or keeps the last good).
      next.catch(() => {
        if (this.loaded === next) this.loaded = previous;
      });
      // While a newer read is on its way, listings keep answering from the previous one.
      if (previous && stale) return previous.catch(() => next);
    }
    return this.loaded;
  }

  private async load() {
    const [products, stock, colours] = await Promise.all([
      this.db
        .selectFrom('products')
        .select(['id', 'category_id', 'price_cents', 'created_at'])
        .execute(),
      this.db
        .selectFrom('product_stock as s')
        .innerJoin('product_colours as c', 'c.id', 's.colour_id')
        .select(['s.product_id', 's.size', 's.quantity', 'c.code'])
        .execute(),
      this.db
        .selectFrom('product_colours')
        .select(['code', 'name_it', 'name_en', 'hex'])
        .distinctOn('code')
        .orderBy('code')
        .orderBy('id')
        .execute(),
    ]);
    const byId = new Map<number, IndexedProduct>();
    for (const row of products) {
      byId.set(row.id, {
        id: row.id,
        categoryId: row.category_id,
        priceCents: row.price_cents,
        createdAt: new Date(row.created_at).getTime(),
        sizes: [],
        colours: [],
        inStock: [],
      });
    }
    for (const row of stock) {
      const product = byId.get(row.product_id);
      if (!product) continue;
      if (!product.sizes.includes(row.size)) product.sizes.push(row.size);
      if (!product.colours.includes(row.code)) product.colours.push(row.code);
      if (row.quantity > 0) product.inStock.push({ size: row.size, colour: row.code });
    }
    return {
      products: [...byId.values()],
      colours: new Map(
        colours.map((row) => [row.code, { it: row.name_it, en: row.name_en, hex: row.hex }]),
      ),
    };
  }

  /**
   * A page of the products `inScope` lets through that match `params`, with facet counts as
   * ticking each value would list. `relevance`, for the relevance sort, scores the products.
   */
  async page(
    inScope: (product: { id: number; categoryId: number }) => boolean,
    params: AnyListingParams,
    locale: Locale,
    relevance?: Map<number, number>,
  ): Promise<ListingPage> {
    const { products, colours } = await this.data();
    const scoped = products.filter(inScope);
    const inPrice = (product: IndexedProduct) =>
      (params.priceMin === null || product.priceCents >= params.priceMin) &&
      (params.priceMax === null || product.priceCents <= params.priceMax);
    const sizeOk = (size: string) => params.sizes.length === 0 || params.sizes.includes(size);
    const colourOk = (colour: string) =>
      params.colours.length === 0 || params.colours.includes(colour);
    const filtering = params.sizes.length > 0 || params.colours.length > 0;
    const hasVariant = (product: IndexedProduct) =>
      !filtering ||
      product.inStock.some((variant) => sizeOk(variant.size) && colourOk(variant.colour));

    const matching = scoped.filter((product) => inPrice(product) && hasVariant(product));
    const byNewest = (a: IndexedProduct, b: IndexedProduct) =>
      b.createdAt - a.createdAt || b.id - a.id;
    const sorted = [...matching].sort(
      params.sort === 'price-asc'
        ? (a, b) => a.priceCents - b.priceCents || a.id - b.id
        : params.sort === 'price-desc'
          ? (a, b) => b.priceCents - a.priceCents || b.id - a.id
          : params.sort === 'relevance' && relevance
            ? (a, b) => (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0) || b.id - a.id
            : byNewest,
    );
    const start = (params.page - 1) * LISTING_PAGE_SIZE;

    // One pass counts every facet value: a size counts a product that has it in stock in a colour
    // the colour filter lets through, and a colour likewise with the size filter.
    const sizeValues = new Set<string>();
    const colourValues = new Set<string>();
    const sizeCounts = new Map<string, number>();
    const colourCounts = new Map<string, number>();
    for (const product of scoped) {
      for (const size of product.sizes) sizeValues.add(size);
      for (const colour of product.colours) colourValues.add(colour);
      if (!inPrice(product)) continue;
      const sizesHere = new Set<string>();
      const coloursHere = new Set<string>();
      for (const variant of product.inStock) {
        if (colourOk(variant.colour)) sizesHere.add(variant.size);
        if (sizeOk(variant.size)) coloursHere.add(variant.colour);
      }
      for (const size of sizesHere) sizeCounts.set(size, (sizeCounts.get(size) ?? 0) + 1);
      for (const colour of coloursHere)
        colourCounts.set(colour, (colourCounts.get(colour) ?? 0) + 1);
    }
    const sizeFacets: FacetValue[] = [...sizeValues].sort(compareSizes).map((size) => ({
      value: size,
      label: size,
      count: sizeCounts.get(size) ?? 0,
      selected: params.sizes.includes(size),
    }));
    const colourFacets: ColourFacetValue[] = [...colourValues]
      .map((code) => {
        const label = colours.get(code);
        return {
          value: code,
          label: label ? label[locale] : code,
          hex: label?.hex ?? '#888888',
          count: colourCounts.get(code) ?? 0,
          selected: params.colours.includes(code),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    let min = Infinity;
    let max = -Infinity;
    for (const product of scoped) {
      if (!hasVariant(product)) continue;
      min = Math.min(min, product.priceCents);
      max = Math.max(max, product.priceCents);
    }
    const price: ListingFacets['price'] = min <= max ? { min, max } : null;

    return {
      productIds: sorted.slice(start, start + LISTING_PAGE_SIZE).map((product) => product.id),
      total: matching.length,
      facets: { sizes: sizeFacets, colours: colourFacets, price },
    };
  }
}
