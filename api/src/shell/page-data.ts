import type { Kysely } from 'kysely';
import {
  categoriesQueryKey,
  contentPageQueryKey,
  pageMetaFromSeo,
  type CategoriesResponse,
  type CategoryNode,
  settingsQueryKey,
  type PageMetaInput,
} from '@shop/shared/contracts';
import { categoryHead, findCategoryTrail } from '@shop/shared/catalogue';
import { routeHead, type RouteMatch } from '@shop/shared/routing';
import { findContentPage } from '../content/content-page-repository';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Database } from '../db/schema';
import type { FrameData } from '../frame-data/frame-data';

/** Data the page's first render needs, under the TanStack Query key its components read. */
export interface InlineQuery {
  queryKey: readonly unknown[];
  data: unknown;
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
}

type Db = Kysely<Database>;

interface PageContext {
  db: Db;
  match: RouteMatch;
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

async function categoryPage(context: PageContext): Promise<Omit<PageData, 'queries'>> {
  const trail = findCategoryTrail(await context.categories(), context.match.splat ?? '');
  return trail
    ? { found: true, meta: categoryHead(trail, context.match.locale) }
    : notFound(context);
}

async function productPage(context: PageContext): Promise<Omit<PageData, 'queries'>> {
  const { locale, splat = '' } = context.match;
  const slug = splat.split('/').filter(Boolean).at(-1);
  if (!slug) return notFound(context);
  const slugColumn = locale === 'it' ? 'slug_it' : 'slug_en';
  const product = await context.db
    .selectFrom('products')
    .select(['name_it', 'name_en', 'description_it', 'description_en'])
    .where(slugColumn, '=', slug)
    .executeTakeFirst();
  if (!product) return notFound(context);
  return {
    found: true,
    meta: {
      title: locale === 'it' ? product.name_it : product.name_en,
      description: locale === 'it' ? product.description_it : product.description_en,
    },
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

/**
 * Pages whose existence and head data come from the database. Blog posts and care-guide pages
 * have no content yet, so every slug of theirs is unknown until that content exists.
 */
const RESOLVERS: Partial<Record<string, PageResolver>> = {
  category: categoryPage,
  product: productPage,
  'content-page': contentPage,
  'blog-post': async (context) => notFound(context),
  'care-guide-item': async (context) => notFound(context),
};

/**
 * The page at `match`: whether it exists, its head data, and the data its first render needs
 * (the header's categories and the top bar's settings in the normal layout), so the browser
 * paints without waiting for the API. While the database is away the page still goes out, with
 * what the frame's cache still holds and `databaseUnavailable` set: the browser then asks the API,
 * which answers 503 with Retry-After until the database is back.
 */
export async function resolvePageData(
  { db, frame }: { db: Db; frame: FrameData },
  match: RouteMatch,
): Promise<PageData> {
  const { locale, route } = match;
  const context: PageContext = { db, match, categories: () => frame.categoryTree(locale) };
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
