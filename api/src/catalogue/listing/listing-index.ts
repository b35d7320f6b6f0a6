import {
  LISTING_PAGE_SIZE,
  type ColourFacetValue,
  type FacetValue,
  type ListingFacets,
  type ListingParams,
  type Locale,
} from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
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

interface IndexData {
  products: Map<number, IndexedProduct>;
  colours: Map<string, ColourLabel>;
}

/** More changes than this at once (a seed, a restore): the whole catalogue is read again. */
const MAX_CHANGES_PER_CHECK = 1000;
/**
 * A server that has not looked at the change log for this long reads everything again: the log
 * keeps an hour (`pruneCatalogueChanges`), so what it missed may be gone.
 */
const STALE_AFTER_MS = 30 * 60 * 1000;
/**
 * A change is numbered when it is written, and seen when its transaction commits: a number
 * missing below the newest one read may belong to a transaction still open (on PostgreSQL, another
 * connection or server), so it is looked for again at each check for this long (longer than any
 * transaction that changes the catalogue); after that it is taken as rolled back.
 */
const MISSING_PATIENCE_MS = 60 * 1000;
/** More missing numbers than this (a large rollback): the whole catalogue is read again. */
const MAX_MISSING = 1000;

/**
 * The catalogue as listings see it, held in memory: every product's category, price, age and
 * in-stock variants (a few hundred kilobytes for 10,000 products). Filters, sorts and facet counts
 * are computed from it in a few milliseconds, where the same grouped queries take most of a
 * second on the embedded database.
 *
 * The database stays the truth. Triggers log every changed product (`catalogue_changes`,
 * migration 0012), whoever changed it: this server, another one, an order. At most every
 * `checkIntervalMs` the index reads the log and reloads just those products; meanwhile listings
 * answer from what it has. After `invalidate()` (this server changed the catalogue) the next
 * read waits for the check, so a shopper sees their own change at once. `version` counts the
 * changes applied: answers computed from the index are cached under it.
 */
export class ListingIndex {
  private data: IndexData | null = null;
  private loading: Promise<void> | null = null;
  private checking: Promise<void> | null = null;
  private lastSeq = '0';
  /** Numbers below `lastSeq` not seen yet, with when they were first missed. */
  private missing = new Map<string, number>();
  private checkedAt = 0;
  private mustCheck = false;
  version = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly checkIntervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many numbers of the change log below the newest read are still awaited. */
  get pendingChanges(): number {
    return this.missing.size;
  }

  /** This server changed the catalogue: the next read waits until the index has the change. */
  invalidate(): void {
    this.mustCheck = true;
  }

  /** The index, loaded and as fresh as its check interval asks; resolves to its version. */
  async fresh(): Promise<number> {
    if (!this.data) {
      await this.load();
      return this.version;
    }
    const wait = this.mustCheck || this.checkIntervalMs === 0;
    if (wait || this.now() - this.checkedAt >= this.checkIntervalMs) {
      const check = this.check();
      if (wait) await check;
      // A failed check in the background is tried again at the next interval.
      else check.catch(() => undefined);
    }
    return this.version;
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      // The log's position first: a change made while the catalogue is read is applied again.
      const last = await this.db
        .selectFrom('catalogue_changes')
        .select(sql<string | null>`max(seq)::text`.as('seq'))
        .executeTakeFirst();
      const lastSeq = last?.seq ?? '0';
      // Changes of transactions still open as the log is read are numbered below its newest.
      const recent = await this.db
        .selectFrom('catalogue_changes')
        .select(sql<string>`seq::text`.as('seq'))
        .where('seq', '<=', lastSeq)
        .where(
          'changed_at',
          '>',
          sql<Date>`now() - ${MISSING_PATIENCE_MS} * interval '1 millisecond'`,
        )
        // The table's number, not the text it is selected as.
        .orderBy('catalogue_changes.seq', 'desc')
        .limit(MAX_MISSING)
        .execute();
      recent.reverse();
      const checkedAt = this.now();
      const data = await this.read(null);
      this.data = data;
      this.lastSeq = lastSeq;
      const first = recent[0]?.seq;
      this.missing = new Map(
        first === undefined
          ? []
          : missingNumbers(
              BigInt(first) - 1n,
              recent.map((row) => BigInt(row.seq)),
              MAX_MISSING,
            ).map((seq) => [seq, checkedAt]),
      );
      this.checkedAt = checkedAt;
      this.version += 1;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private check(): Promise<void> {
    this.checking ??= (async () => {
      const forced = this.mustCheck;
      this.mustCheck = false;
      const previousCheck = this.checkedAt;
      this.checkedAt = this.now();
      try {
        for (const [seq, since] of this.missing) {
          if (this.checkedAt - since > MISSING_PATIENCE_MS) this.missing.delete(seq);
        }
        const awaited = [...this.missing.keys()];
        const changes = await this.db
          .selectFrom('catalogue_changes')
          .select([sql<string>`seq::text`.as('seq'), 'product_id'])
          .where((eb) =>
            awaited.length === 0
              ? eb('seq', '>', this.lastSeq)
              : eb.or([eb('seq', '>', this.lastSeq), eb('seq', 'in', awaited)]),
          )
          .orderBy('catalogue_changes.seq')
          .limit(MAX_CHANGES_PER_CHECK + 1)
          .execute();
        if (changes.length === 0) return;
        const lastSeq = BigInt(this.lastSeq);
        const fresh = changes.filter((change) => BigInt(change.seq) > lastSeq);
        // An empty log at load: numbers before the first change read are no one's.
        const firstFresh = fresh[0];
        const after = lastSeq === 0n && firstFresh ? BigInt(firstFresh.seq) - 1n : lastSeq;
        const missing = missingNumbers(
          after,
          fresh.map((change) => BigInt(change.seq)),
          MAX_MISSING + 1,
        );
        if (
          changes.length > MAX_CHANGES_PER_CHECK ||
          this.missing.size + missing.length > MAX_MISSING ||
          this.checkedAt - previousCheck > STALE_AFTER_MS
        ) {
          return await this.load();
        }
        const ids = [...new Set(changes.map((change) => change.product_id))];
        const update = await this.read(ids);
        const data = this.data;
        if (!data) return;
        for (const id of ids) {
          const product = update.products.get(id);
          if (product) data.products.set(id, product);
          else data.products.delete(id);
        }
        for (const [code, label] of update.colours) data.colours.set(code, label);
        for (const change of changes) this.missing.delete(change.seq);
        for (const seq of missing) this.missing.set(seq, this.checkedAt);
        this.lastSeq = fresh.at(-1)?.seq ?? this.lastSeq;
        this.version += 1;
      } catch (error) {
        if (forced) this.mustCheck = true;
        throw error;
      }
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** The products `ids` names (all of them for null), as the index keeps them. */
  private async read(ids: number[] | null): Promise<IndexData> {
    if (ids?.length === 0) return { products: new Map(), colours: new Map() };
    const [products, stock, colours] = await Promise.all([
      this.db
        .selectFrom('products')
        .select(['id', 'category_id', 'price_cents', 'created_at'])
        .$if(ids !== null, (query) => query.where('id', 'in', ids ?? []))
        .execute(),
      this.db
        .selectFrom('product_stock as s')
        .innerJoin('product_colours as c', 'c.id', 's.colour_id')
        .select(['s.product_id', 's.size', 's.quantity', 'c.code'])
        .$if(ids !== null, (query) => query.where('s.product_id', 'in', ids ?? []))
        .execute(),
      this.db
        .selectFrom('product_colours')
        .select(['code', 'name_it', 'name_en', 'hex'])
        .$if(ids !== null, (query) => query.where('product_id', 'in', ids ?? []))
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
      products: byId,
      colours: new Map(
        colours.map((row) => [row.code, { it: row.name_it, en: row.name_en, hex: row.hex }]),
      ),
    };
  }

  /**
   * A page of the products `inScope` lets through that match `params`, with facet counts as
   * ticking each value would list. `relevance`, for the relevance sort, scores the products.
   * Call `fresh()` first.
   */
  page(
    inScope: (product: { id: number; categoryId: number }) => boolean,
    params: AnyListingParams,
    locale: Locale,
    relevance?: Map<number, number>,
  ): ListingPage {
    if (!this.data) throw new Error('The listing index is read before it was loaded (fresh())');
    const { products, colours } = this.data;
    const scoped = [...products.values()].filter(inScope);
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

/**
 * The numbers after `after` and below the last of `seen` (ascending) that `seen` skips, at most
 * `limit` of them, as the log's text form.
 */
function missingNumbers(after: bigint, seen: bigint[], limit: number): string[] {
  const missing: string[] = [];
  let previous = after;
  for (const seq of seen) {
    for (let gap = previous + 1n; gap < seq && missing.length < limit; gap += 1n) {
      missing.push(gap.toString());
    }
    previous = seq;
  }
  return missing;
}
