import {
  LISTING_PAGE_SIZE,
  type ColourFacetValue,
  type FacetValue,
  type ListingFacets,
  type ListingParams,
  type Locale,
} from '@shop/shared/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { compareSizes } from '../size-order';

type Db = Kysely<Database>;
export type ProductsScope = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

/** Which products a listing draws from: a category's, or a search's matches. */
export interface ListingScope {
  /** The condition on `p` (products) that picks them. */
  where: (eb: ProductsScope) => Expression<SqlBool>;
  /** For the `relevance` sort: how well each product matches, higher first. */
  relevance?: (eb: ProductsScope) => Expression<number>;
}

type AnyListingParams = Omit<ListingParams, 'sort'> & { sort: ListingParams['sort'] | 'relevance' };

/** A category and the categories below it. */
export function categoryScope(categoryIds: number[]): ListingScope {
  return { where: (eb) => eb('p.category_id', 'in', categoryIds) };
}

/** One page of a listing: the products' ids in order, how many match in all, and the facets. */
export interface ListingPage {
  productIds: number[];
  total: number;
  facets: ListingFacets;
}

/**
 * "The product has a size in stock that the filters let through": a size among `sizes` (when
 * any) of a colour among `colours` (when any), so sizes and colours are judged on one variant.
 */
function hasVariant(eb: ProductsScope, sizes: string[], colours: string[]): Expression<SqlBool> {
  let variants = eb
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .select(sql.lit(1).as('one'))
    .whereRef('s.product_id', '=', 'p.id')
    .where('s.quantity', '>', 0);
  if (sizes.length > 0) variants = variants.where('s.size', 'in', sizes);
  if (colours.length > 0) variants = variants.where('c.code', 'in', colours);
  return eb.exists(variants);
}

function priceConditions(eb: ProductsScope, params: AnyListingParams): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (params.priceMin !== null) conditions.push(eb('p.price_cents', '>=', params.priceMin));
  if (params.priceMax !== null) conditions.push(eb('p.price_cents', '<=', params.priceMax));
  return conditions;
}

/**
 * A page of the products of `scope` matching `params`, with every facet counted as if its own
 * value were added to the other facets' filters (what ticking it would list).
 */
export async function findListingPage(
  db: Db,
  scope: ListingScope,
  params: AnyListingParams,
  locale: Locale,
): Promise<ListingPage> {
  const { sizes, colours } = params;
  const filtered = db
    .selectFrom('products as p')
    .where(scope.where)
    .where((eb) =>
      eb.and([
        ...priceConditions(eb, params),
        ...(sizes.length > 0 || colours.length > 0 ? [hasVariant(eb, sizes, colours)] : []),
      ]),
    );

  const { relevance } = scope;
  const ordered =
    params.sort === 'relevance' && relevance
      ? filtered.orderBy(relevance, 'desc').orderBy('p.id', 'desc')
      : params.sort === 'price-asc'
        ? filtered.orderBy('p.price_cents', 'asc').orderBy('p.id', 'asc')
        : params.sort === 'price-desc'
          ? filtered.orderBy('p.price_cents', 'desc').orderBy('p.id', 'desc')
          : filtered.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');

  const [page, count, sizeFacets, colourFacets, priceRange] = await Promise.all([
    ordered
      .select('p.id')
      .limit(LISTING_PAGE_SIZE)
      .offset((params.page - 1) * LISTING_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    facetCounts(db, scope, params, 'size'),
    facetCounts(db, scope, params, 'colour', locale),
    db
      .selectFrom('products as p')
      .where(scope.where)
      .where((eb) =>
        sizes.length > 0 || colours.length > 0 ? hasVariant(eb, sizes, colours) : sql.lit(true),
      )
      .select((eb) => [eb.fn.min('p.price_cents').as('min'), eb.fn.max('p.price_cents').as('max')])
      .executeTakeFirst(),
  ]);

  return {
    productIds: page.map((row) => row.id),
    total: Number(count.total),
    facets: {
      sizes: sizeFacets as FacetValue[],
      colours: colourFacets as ColourFacetValue[],
      price:
        priceRange?.min !== null && priceRange?.min !== undefined && priceRange.max !== null
          ? { min: Number(priceRange.min), max: Number(priceRange.max) }
          : null,
    },
  };
}

/**
 * Every size (or colour) the category's products come in, each with the number of products that
 * have it in stock together with the other facet's filter and the price range.
 */
async function facetCounts(
  db: Db,
  scope: ListingScope,
  params: AnyListingParams,
  facet: 'size' | 'colour',
  locale: Locale = 'it',
): Promise<(FacetValue | ColourFacetValue)[]> {
  const other = facet === 'size' ? params.colours : params.sizes;
  const otherCondition =
    other.length === 0
      ? sql<boolean>`true`
      : facet === 'size'
        ? sql<boolean>`c.code in (${sql.join(other)})`
        : sql<boolean>`s.size in (${sql.join(other)})`;
  const priceCondition = sql<boolean>`${
    params.priceMin === null ? sql`true` : sql`p.price_cents >= ${params.priceMin}`
  } and ${params.priceMax === null ? sql`true` : sql`p.price_cents <= ${params.priceMax}`}`;
  const counted = sql<string>`count(distinct s.product_id) filter (where s.quantity > 0 and ${otherCondition} and ${priceCondition})`;

  const base = db
    .selectFrom('product_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .where(scope.where);

  if (facet === 'size') {
    const rows = await base
      .select(['s.size as value', counted.as('count')])
      .groupBy('s.size')
      .execute();
    return rows
      .map((row) => ({
        value: row.value,
        label: row.value,
        count: Number(row.count),
        selected: params.sizes.includes(row.value),
      }))
      .sort((a, b) => compareSizes(a.value, b.value));
  }
  const nameColumn = locale === 'it' ? 'c.name_it' : 'c.name_en';
  const rows = await base
    .select((eb) => [
      'c.code as value',
      eb.fn.min(nameColumn).as('label'),
      eb.fn.min('c.hex').as('hex'),
      counted.as('count'),
    ])
    .groupBy('c.code')
    .execute();
  return rows
    .map((row) => ({
      value: row.value,
      label: String(row.label),
      hex: String(row.hex),
      count: Number(row.count),
      selected: params.colours.includes(row.value),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
