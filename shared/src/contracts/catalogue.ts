import type { Locale } from './locale';

/** Sort orders of a category listing (`sort=`); `newest` is the default. */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

/** Sort orders of search results: best match first by default, or a listing's orders. */
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Facets a listing can be filtered by: sizes and colours (several values each) and a price range. */
export const LISTING_FACETS = ['sizes', 'colours', 'price'] as const;
export type ListingFacet = (typeof LISTING_FACETS)[number];

/** Products per listing page; fixed, so that a page number names the same products for everyone. */
export const LISTING_PAGE_SIZE = 24;
/** The highest page number the API accepts. */
export const LISTING_MAX_PAGE = 1000;
/** At most this many values per multi-valued filter (`sizes`, `colours`). */
export const LISTING_MAX_FILTER_VALUES = 20;

/**
 * What a listing shows: its filters, sort and page. Every field is set (defaults filled in), so
 * equal listings have equal query keys. Sizes and colours are sorted and without duplicates.
 */
export interface ListingParams {
  /** Size labels ("M", "48", "TU"); a product matches when one of them is in stock. */
  sizes: string[];
  /** Colour codes ("navy"); a product matches when it is in stock in one of them. */
  colours: string[];
  /** Lowest price in euro cents, inclusive; null for no lower bound. */
  priceMin: number | null;
  /** Highest price in euro cents, inclusive; null for no upper bound. */
  priceMax: number | null;
  sort: ListingSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LISTING_PARAMS: ListingParams = {
  sizes: [],
  colours: [],
  priceMin: null,
  priceMax: null,
  sort: DEFAULT_LISTING_SORT,
  page: 1,
};

/** What a search results page shows: the query, then a listing's filters with its own sorts. */
export interface SearchParams extends Omit<ListingParams, 'sort'> {
  /** The words as the shopper typed them, trimmed. */
  q: string;
  sort: SearchSort;
}

/**
 * A price: what the shopper pays now and, when the current price is a reduction, what the
 * announcement of that reduction must show (EU Omnibus rule, computed by the server).
 */
export interface ProductPrice {
  /** Current price in euro cents. */
  cents: number;
  /** On sale: the price in force just before the current reduction began. Null when not on sale. */
  previousCents: number | null;
  /**
   * On sale: the lowest price in force during the 30 days before the current price began (the
   * price-transparency label). Null when not on sale.
   */
  lowest30DaysCents: number | null;
}

/** A product picture; the API always gives its intrinsic size so the page reserves its space. */
export interface ProductImage {
  /** A JPEG of the picture, for a client that takes one address (an e-mail, a share, an order). */
  url: string;
  width: number;
  height: number;
  /** Text alternative, in the response's language. */
  alt: string;
  /**
   * Where the picture is served at each width, for `<img srcset>` with the page's own `sizes`
   * (`pictureSrcset` in `@shop/shared/catalogue/picture-srcset` writes it out). Optional: an older
   * API answers without it (use `srcset`, else `url`).
   */
  variants?: ProductImageVariants;
  /**
   * The picture at every width, written out: what an older API sent instead of `variants`. This
   * API no longer sends it; a listing repeated it for every picture, the largest part of its page.
   */
  srcset?: string;
  /** The picture's dominant colour ("#c8bfb0"), to show while it loads. Optional, as `variants`. */
  placeholder?: string;
}

/** A picture's widths: `${path}/${width}` answers in the best format the browser accepts. */
export interface ProductImageVariants {
  /** "/media/pictures/3f9c…" */
  path: string;
  /** Ascending: [160, 320, 480, 640, 960, 1280, 1600], never wider than the original. */
  widths: number[];
}

/** A colour of a product on a tile: its swatch and whether any size of it can be bought. */
export interface ProductColourSummary {
  code: string;
  name: string;
  /** "#1f2a44" */
  hex: string;
  available: boolean;
  /**
   * The first picture of the product in this colour, so a listing filtered by colour can show it.
   * Optional: an older API answers without it (the tile then shows `ProductSummary.image`).
   */
  image?: ProductImage;
  /** The second picture in this colour, shown when a pointer rests on the tile. Optional, as `image`. */
  secondImage?: ProductImage;
}

/** A product as a listing, a search or a carousel shows it (a tile). */
export interface ProductSummary {
  /** The SKU: stable, the same in every language; the id of the add-to-cart command. */
  id: string;
  name: string;
  /** Path below `/products/` in the response's language: the product's slug. */
  path: string;
  /** The path below `/products/` in every language, for the language switch. */
  paths: Record<Locale, string>;
  price: ProductPrice;
  colours: ProductColourSummary[];
  /** The first picture (of the first colour). */
  image: ProductImage;
  /** The first colour's second picture, shown when a pointer rests on the tile; optional. */
  secondImage?: ProductImage;
  /** Whether any size of any colour is in stock. */
  available: boolean;
}

/** One value of a size or colour facet, counted as if it were added to the other filters. */
export interface FacetValue {
  /** What goes into the filter: a size label or a colour code. */
  value: string;
  /** What the shopper reads, in the response's language. */
  label: string;
  /** Products the listing would show with this value selected (with the other facets' filters). */
  count: number;
  selected: boolean;
}

export interface ColourFacetValue extends FacetValue {
  hex: string;
}

export interface ListingFacets {
  /** Sizes in the shop's size order (letters, numbers, one size). */
  sizes: FacetValue[];
  /** Colours by name. */
  colours: ColourFacetValue[];
  /**
   * Lowest and highest price (cents) among the products the size and colour filters let through,
   * whatever the price filter; null when there are none.
   */
  price: { min: number; max: number } | null;
}

/** A page of products with its facets: the common part of category listings and search results. */
export interface ProductListing<Params extends ListingParams | SearchParams = ListingParams> {
  /** The params the answer was computed for, normalized (defaults filled in). */
  params: Params;
  items: ProductSummary[];
  /** Products matching every filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** 0 when nothing matches. */
  pageCount: number;
  facets: ListingFacets;
}

/** A category on a breadcrumb trail. */
export interface CategoryCrumb {
  id: string;
  name: string;
  /** Localized path below `/categories/`, e.g. "Uomo/Camicie". */
  path: string;
  paths: Record<Locale, string>;
}

/**
 * `GET /api/products?category=Uomo/Camicie&lang=it&sizes=M&colours=navy&priceMin=&priceMax=&sort=&page=`:
 * a category's products, its subcategories' included. `sizes` and `colours` may be repeated or
 * comma-separated. Unknown category: 404; a bad value: 400; each with `{ message }` in `lang`.
 */
export interface CategoryListingResponse extends ProductListing {
  locale: Locale;
  /** From the department down to the listed category. */
  trail: CategoryCrumb[];
}

/** A colour of a product on its page, with its pictures and sizes. */
export interface ProductColour extends ProductColourSummary {
  images: ProductImage[];
  /** In the size system's order; `available: false` is a sold-out size (offer "notify me"). */
  sizes: { size: string; available: boolean }[];
}

/** `GET /api/products/:slug?lang=`: a product page. Unknown slug: 404 `{ message }`. */
export interface ProductDetail {
  locale: Locale;
  id: string;
  name: string;
  description: string;
  path: string;
  paths: Record<Locale, string>;
  price: ProductPrice;
  colours: ProductColour[];
  available: boolean;
  /** From the department down to the product's category. */
  trail: CategoryCrumb[];
  /** The conversion table of the product's sizes; null when it comes in one size only. */
  sizeGuide: SizeGuide | null;
  /** Stable id of the care-guide page for the product's fabric ("linen"); null when unknown. */
  careGuideId: string | null;
  /** How to wash and keep it, in the response's language. Optional: absent from an older API, null when the merchant gave none. */
  careNotes?: string | null;
}

/** The size columns of a conversion table, in the order they are shown. */
export const SIZE_SYSTEMS = ['it', 'eu', 'uk', 'us'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

/** Kinds of garment that share one conversion table. */
export const SIZE_GUIDE_IDS = [
  'men-tops',
  'men-tailoring',
  'men-trousers',
  'men-belts',
  'women-tops',
  'women-clothing',
  'women-belts',
] as const;
export type SizeGuideId = (typeof SIZE_GUIDE_IDS)[number];

/** Body measurements a size guide gives, in centimetres, as fits the kind of garment. */
export const BODY_MEASUREMENTS = ['chest', 'bust', 'waist', 'hips'] as const;
export type BodyMeasurement = (typeof BODY_MEASUREMENTS)[number];

/** A body measurement a size fits, in whole centimetres, from `min` to `max`. */
export interface CentimetreRange {
  min: number;
  max: number;
}

/** One size of the shop and what it is called in each size system. */
export interface SizeConversion {
  /** The label the shop sells it under ("M", "48", "85"). */
  size: string;
  systems: Record<SizeSystem, string>;
  /** The international letter size ("M") of a size sold under a number; absent for a letter. */
  letter?: string;
  /** The body this size fits, in centimetres: the guide's `measurements`. Absent from older APIs. */
  measurements?: Partial<Record<BodyMeasurement, CentimetreRange>>;
}

/** A conversion table: Italian, EU, UK and US sizes side by side, for one kind of garment. */
export interface SizeGuide {
  id: SizeGuideId;
  /** Localized title, e.g. "Camicie e maglieria uomo". */
  title: string;
  /** What the UK and US figures measure, localized (e.g. "chest in inches"), if anything. */
  note: string | null;
  rows: SizeConversion[];
  /** The body measurements each row gives, in column order; absent from older APIs. */
  measurements?: BodyMeasurement[];
}

/** `GET /api/size-guides?lang=`: every conversion table of the shop. */
export interface SizeGuidesResponse {
  locale: Locale;
  guides: SizeGuide[];
}
