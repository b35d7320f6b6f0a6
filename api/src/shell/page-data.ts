import type { Kysely } from 'kysely';
import {
  categoriesQueryKey,
  contentPageQueryKey,
  listingQueryKey,
  productQueryKey,
  searchQueryKey,
  pageMetaFromSeo,
  type CategoriesResponse,
  type CategoryNode,
  settingsQueryKey,
  storeFiltersFromSearch,
  storeLocatorQueryKey,
  articleListQueryKey,
  articleQueryKey,
  DEFAULT_LISTING_PARAMS,
  homeCarouselCategory,
  type ArticleKind,
  type PageMetaInput,
  type Locale,
  type ProductImage,
  type RemoteFragments,
} from '@shop/shared/contracts';
import {
  categoryHead,
  findCategoryTrail,
  initialColour,
  listingParamsFromSearch,
  productHead,
  searchParamsFromSearch,
} from '@shop/shared/catalogue';
import { GALLERY_PICTURE_SIZES, TILE_PICTURE_SIZES } from '@shop/shared/catalogue/picture-sizes';
import { pictureSrcset } from '@shop/shared/catalogue/picture-srcset';
import { routeHead, routePath, type RouteMatch } from '@shop/shared/routing';
import { searchQueryProblem, type Catalogue } from '../catalogue';
import { findArticle, findContentPage, listArticles } from '../content';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Database } from '../db/schema';
import type { FrameData } from '../frame-data';
import { findStores } from '../store-locator';

/** Data the page's first render needs, under the TanStack Query key its components read. */
export interface InlineQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** A picture to preload: its one address, or its widths and the width it is shown at. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

function preloadOf(image: ProductImage, sizes: string): PreloadImage {
  const srcset = pictureSrcset(image);
  return srcset ? { href: image.url, srcset, sizes } : { href: image.url };
}

/** What the server knows about a page before any JavaScript runs. */
export interface PageData {
  /** False when the path names no category, product, page, post or guide the shop has. */
  found: boolean;
  meta: PageMetaInput;
  queries: InlineQuery[];
  /** The page's own path, when it was asked for under another name (a misspelt alias). */
  canonicalPath?: string;
  /** The database could not be reached: the page goes out with what was at hand, answered 503. */
  databaseUnavailable?: true;
  /** Pictures the first screen shows, to fetch at once with high priority (the largest paint). */
  preloadImages?: PreloadImage[];
  /** Other teams' fragments the page places in its first screen, to preload with it. */
  fragments?: FragmentRef[];
}

/** An exposed fragment of another remote, as `RemoteFragments` names it. */
export type FragmentRef = {
  [R in keyof RemoteFragments]: { remote: R; module: keyof RemoteFragments[R] & string };
}[keyof RemoteFragments];

type Db = Kysely<Database>;

interface PageContext {
  db: Db;
  catalogue: Catalogue;
  match: RouteMatch;
  /** The URL's query ("?sizes=M"), for pages whose data depends on it (a filtered listing). */
  search: string;
  /** The navigation tree of the page's locale, read once per page. */
  categories: () => Promise<CategoryNode[]>;
}

/** A page's existence and head data, and the data of its own its first render reads, if any. */
type ResolvedPage = Omit<PageData, 'queries'> & { queries?: InlineQuery[] };

type PageResolver = (context: PageContext) => Promise<ResolvedPage>;

const notFound = (context: PageContext): Omit<PageData, 'queries'> => ({
  found: false,
  meta: { ...routeHead(context.match), alternates: {} },
});

/** The other language of the two the shop speaks. */
const otherLocale = (locale: Locale): Locale => (locale === 'it' ? 'en' : 'it');

/** The category whose path in the other language is `splat` ("Uomo/Camicie" on the English store). */
function categoryInOtherLanguage(
  tree: CategoryNode[],
  splat: string,
  locale: Locale,
): CategoryNode | null {
  const wanted = splat.replace(/^\/+|\/+$/g, '').toLowerCase();
  for (const node of tree) {
    if (node.paths[otherLocale(locale)].toLowerCase() === wanted) return node;
    const below = categoryInOtherLanguage(node.children, wanted, locale);
    if (below) return below;
  }
  return null;
}

async function categoryPage(context: PageContext): Promise<ResolvedPage> {
  const { locale, splat = '' } = context.match;
  const tree = await context.categories();
  const trail = findCategoryTrail(tree, splat);
  const category = trail?.at(-1);
  if (!trail || !category) {
    // A link in the other language's spelling (an address shared across stores, a hand-edited
    // one): the same category, in this language, one redirect away.
    const translated = categoryInOtherLanguage(tree, splat, locale);
    const path = translated && routePath(context.match.route, locale, { splat: translated.path });
    return path
      ? { found: true, canonicalPath: path, meta: notFound(context).meta }
      : notFound(context);
  }
  // One spelling per category: "/categories/uomo" is "/categories/Uomo".
  const canonicalPath = routePath(context.match.route, locale, { splat: category.path });
  const params = listingParamsFromSearch(context.search);
  const listing = await context.catalogue.listing(locale, trail, params);
  const first = listing.items[0];
  return {
    found: true,
    ...(splat !== category.path && canonicalPath && { canonicalPath }),
    meta: categoryHead(trail, locale),
    queries: [{ queryKey: listingQueryKey(locale, category.path, params), data: listing }],
    // The first tile's picture is the largest paint on a phone (two tiles a row).
    ...(first && { preloadImages: [preloadOf(first.image, TILE_PICTURE_SIZES)] }),
  };
}

async function productPage(context: PageContext): Promise<ResolvedPage> {
  const { locale, route, splat = '' } = context.match;
  // The product is its slug, the path's last segment; an older link with the category before it
  // ("/products/Uomo/Camicie/<slug>") is sent to the one address of the product.
  // Slugs are lower case: "/products/Camicia-…" is sent there too.
  const slug = (splat.split('/').filter(Boolean).at(-1) ?? '').toLowerCase();
  const product = await context.catalogue.product(locale, slug);
  if (!product) {
    // Its slug in the other language: the same product, in this language, one redirect away.
    const translated = await context.catalogue.product(otherLocale(locale), slug);
    const path = translated && routePath(route, locale, { splat: translated.paths[locale] });
    return path
      ? { found: true, canonicalPath: path, meta: notFound(context).meta }
      : notFound(context);
  }
  const canonicalPath = routePath(route, locale, { splat: product.path });
  const picture = initialColour(product, new URLSearchParams(context.search).get('colour'))
    ?.images[0];
  return {
    found: true,
    ...(splat !== product.path && canonicalPath && { canonicalPath }),
    meta: productHead(product),
    queries: [{ queryKey: productQueryKey(locale, product.path), data: product }],
    ...(picture && { preloadImages: [preloadOf(picture, GALLERY_PICTURE_SIZES)] }),
  };
}

async function contentPage(context: PageContext): Promise<ResolvedPage> {
  const { locale, splat = '' } = context.match;
  // Page ids are lower case: "/pages/RETURNS" is the returns page, under its own spelling.
  const page = await findContentPage(context.db, splat.toLowerCase(), locale);
  if (!page) return notFound(context);
  const ownPath = page.alternates[locale];
  return {
    found: true,
    ...(page.id !== splat && ownPath && { canonicalPath: ownPath }),
    meta: pageMetaFromSeo(page.seo, page.alternates),
    queries: [{ queryKey: contentPageQueryKey(locale, splat), data: page }],
  };
}

/** Search results: the first page the URL asks for, unless the query is one the API refuses. */
async function searchPage(context: PageContext): Promise<ResolvedPage> {
  const { locale } = context.match;
  const params = searchParamsFromSearch(context.search);
  const meta = routeHead(context.match);
  if (searchQueryProblem(params.q, locale)) return { found: true, meta };
  const results = await context.catalogue.search(locale, params);
  return {
    found: true,
    meta,
    queries: [{ queryKey: searchQueryKey(locale, params), data: results }],
  };
}

/** The store locator with the filters of its URL, under the key its page reads. */
async function storeLocatorPage(context: PageContext): Promise<ResolvedPage> {
  const { locale } = context.match;
  const filters = storeFiltersFromSearch(context.search);
  const stores = await findStores(context.db, locale, filters);
  return {
    found: true,
    meta: routeHead(context.match),
    queries: [{ queryKey: storeLocatorQueryKey(locale, filters), data: stores }],
  };
}

/** `?page=` of a list: a whole number from 1, or null for anything else ("0", "2x", "-1"). */
export function listPageOf(search: string): number | null {
  const value = new URLSearchParams(search).get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** A list of articles (the news, the care guide, the brand section), at the page the URL asks. */
const articleListPage =
  (kind: ArticleKind): PageResolver =>
  async (context) => {
    const { locale } = context.match;
    const page = listPageOf(context.search);
    if (page === null) return notFound(context);
    const list = await listArticles(context.db, kind, locale, page);
    if (page > 1 && page > list.pageCount) return notFound(context);
    return {
      found: true,
      meta: routeHead(context.match),
      queries: [{ queryKey: articleListQueryKey(locale, kind, page), data: list }],
    };
  };

/** One article, by its slug in the URL's language; its head data and alternates are its own. */
const articlePage =
  (kind: ArticleKind): PageResolver =>
  async (context) => {
    const { locale, params } = context.match;
    // Slugs are lower case, like page ids: "/blog/Lino-di-Primavera" is the post's own address.
    const slug = (params.slug ?? '').toLowerCase();
    const article = await findArticle(context.db, kind, locale, slug);
    if (!article) return notFound(context);
    const ownPath = article.alternates[locale];
    return {
      found: true,
      ...(slug !== params.slug && ownPath && { canonicalPath: ownPath }),
      meta: pageMetaFromSeo(article.seo, article.alternates),
      queries: [{ queryKey: articleQueryKey(locale, kind, slug), data: article }],
    };
  };

/** `read`'s answer, or null when the database cannot be reached. */
async function unlessDatabaseDown<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/**
 * The home page: the carousel's products (the first page of the catalogue's listing, under the
 * key the catalogue's category page reads too), the latest news and care-guide pages. The first
 * product's picture is the largest paint, so it is preloaded with the carousel's code.
 */
async function homePage(context: PageContext): Promise<ResolvedPage> {
  const { locale } = context.match;
  const categoryPath = homeCarouselCategory(locale);
  const trail = findCategoryTrail(await context.categories(), categoryPath);
  // The home is the shop's front door: while the database is down it still answers, from what is
  // cached, and leaves the carousel and the articles to load in the browser later.
  const [listing, blog, careGuide] = await Promise.all([
    trail
      ? unlessDatabaseDown(context.catalogue.listing(locale, trail, DEFAULT_LISTING_PARAMS))
      : null,
    unlessDatabaseDown(listArticles(context.db, 'blog', locale, 1)),
    unlessDatabaseDown(listArticles(context.db, 'care-guide', locale, 1)),
  ]);
  const first = listing?.items[0];
  return {
    found: true,
    meta: routeHead(context.match),
    queries: [
      ...(listing
        ? [
            {
              queryKey: listingQueryKey(locale, categoryPath, DEFAULT_LISTING_PARAMS),
              data: listing,
            },
          ]
        : []),
      ...(blog ? [{ queryKey: articleListQueryKey(locale, 'blog', 1), data: blog }] : []),
      ...(careGuide
        ? [{ queryKey: articleListQueryKey(locale, 'care-guide', 1), data: careGuide }]
        : []),
    ],
    ...(first && {
      preloadImages: [preloadOf(first.image, TILE_PICTURE_SIZES)],
      fragments: [{ remote: 'mf_catalogue', module: './product-carousel' }],
    }),
  };
}

/** Pages whose existence and head data come from the database. */
const RESOLVERS: Partial<Record<string, PageResolver>> = {
  home: homePage,
  category: categoryPage,
  product: productPage,
  search: searchPage,
  'content-page': contentPage,
  'store-locator': storeLocatorPage,
  blog: articleListPage('blog'),
  'blog-post': articlePage('blog'),
  'care-guide': articleListPage('care-guide'),
  'care-guide-item': articlePage('care-guide'),
  brand: articleListPage('brand'),
  'brand-story': articlePage('brand'),
};

/**
 * The page at `match`: whether it exists, its head data, and the data its first render needs
 * (the header's categories and the top bar's settings in the normal layout), so the browser
 * paints without waiting for the API. While the database is away the page still goes out, with
 * what the frame's cache still holds and `databaseUnavailable` set: the browser then asks the API,
 * which answers 503 with Retry-After until the database is back.
 */
export async function resolvePageData(
  { db, frame, catalogue }: { db: Db; frame: FrameData; catalogue: Catalogue },
  match: RouteMatch,
  search = '',
): Promise<PageData> {
  const { locale, route } = match;
  const context: PageContext = {
    db,
    catalogue,
    match,
    search,
    categories: () => frame.categoryTree(locale),
  };
  const resolver = RESOLVERS[route.id];
  let databaseUnavailable = false;
  const unlessUnavailable = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      databaseUnavailable = true;
      return null;
    }
  };

  const resolved = resolver ? await unlessUnavailable(() => resolver(context)) : null;
  const { queries: pageQueries = [], ...page } = resolved ?? {
    found: true,
    meta: routeHead(match),
  };
  const queries: InlineQuery[] = [];
  if (route.layout === 'normal') {
    const tree = await unlessUnavailable(context.categories);
    if (tree) {
      const categories: CategoriesResponse = { locale, categories: tree };
      queries.push({ queryKey: categoriesQueryKey(locale), data: categories });
    }
    const settings = await unlessUnavailable(() => frame.settings(locale));
    if (settings) queries.push({ queryKey: settingsQueryKey(locale), data: settings });
  }
  queries.push(...pageQueries);
  return databaseUnavailable ? { ...page, queries, databaseUnavailable } : { ...page, queries };
}
