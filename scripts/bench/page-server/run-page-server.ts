import { firstListingProducts } from '../api-load/load';
import { isMissing, measured, missing, round, type Figures } from '../figures';
import { untilServerRendered } from '../shop/server-rendered';
import type { ShopServer } from '../shop/shop-server';
import { LOOPING_PAGE } from './looping-release';
import { loadPages } from './page-load';

/** Category pages as shoppers open them: departments, subcategories, filters, sorts and pages. */
export const CATEGORY_PAGES = [
  '/categories/Uomo',
  '/categories/Uomo/Camicie',
  '/categories/Donna?sort=price-asc',
  '/categories/Donna/Abiti?sizes=M',
  '/categories/Uomo?sizes=M,L&sort=price-desc',
  '/categories/Uomo?colours=navy',
  '/categories/Uomo?page=3',
  '/categories/Donna?priceMin=5000&priceMax=20000',
];

/**
 * How often shoppers ask for the page whose remote loops while the others are measured, for 30 s
 * each (1,500 pages): at 500, the 99th percentile of two runs on the same shop differed by tens of
 * per cent, more than what is measured.
 */
const LOOPING_PAGE_RATE = 5;
const LOOP_PHASE_SECONDS = 30;

/** How much slower the 99th percentile got, in percent of what it was. */
function p99Change(figures: Figures, before: string, after: string): Figures[string] {
  const was = figures[`${before}.p99-ms`];
  const is = figures[`${after}.p99-ms`];
  if (!was || !is || isMissing(was) || isMissing(is)) return missing('a p99 was not measured');
  return measured(
    round(((is.value - was.value) / was.value) * 100),
    '%',
    `p99 ${was.value} → ${is.value} ms`,
  );
}

/**
 * The page server with server rendering on (`SSR=on`): home, category and product pages at 50 a
 * second each, once its renderers take pages.
 */
export async function loadPageServer(
  engine: string,
  { apiOrigin }: Pick<ShopServer, 'apiOrigin'>,
): Promise<Figures> {
  await untilServerRendered(apiOrigin);
  const prefix = `page-server.${engine}`;
  return {
    ...(await loadPages(`${prefix}.home`, apiOrigin, ['/'])),
    ...(await loadPages(`${prefix}.category`, apiOrigin, CATEGORY_PAGES)),
    ...(await loadPages(`${prefix}.product`, apiOrigin, await productPages(apiOrigin))),
  };
}

/**
 * On a shop whose content remote loops forever on one page (`releaseLoopingContent`): category and
 * product pages as shoppers ask for them, first beside shoppers asking for another content page,
 * then beside as many asking for the looping one (each with a query of their own, as links with
 * tracking parameters would), and how much that moved their 99th percentile. The first shopper to
 * ask for the looping page costs a renderer, cut at its deadline and started again, before the
 * page is left to the browser (`STUCK_PAGE_REST_MS`): category pages are measured once around
 * that moment, reported apart, before the pages beside the loop as it then goes on.
 */
export async function loadPageServerBesideLoop(
  engine: string,
  { apiOrigin }: Pick<ShopServer, 'apiOrigin'>,
): Promise<Figures> {
  await untilServerRendered(apiOrigin);
  const prefix = `page-server.${engine}`;
  const alongside = (name: string, path: string, rate = LOOPING_PAGE_RATE) => ({
    prefix: `${prefix}.${name}`,
    paths: Array.from({ length: 20 }, (_, index) => `${path}?from=${index}`),
    rate,
  });
  // The same load beside, on a content page that renders: what is measured is the loop's cost.
  const rendering = alongside('page-beside', '/pages/faq');
  const looping = alongside('looping-page', LOOPING_PAGE);
  // Once, as the measured half minute starts (none during the warm-up).
  const firstLoop = alongside('first-looping-page', LOOPING_PAGE, 1 / LOOP_PHASE_SECONDS);
  const figures: Figures = {};
  const routes = { category: CATEGORY_PAGES, product: await productPages(apiOrigin) };
  for (const [route, paths] of Object.entries(routes)) {
    const phase = (name: string, beside: typeof rendering) =>
      loadPages(`${prefix}.${route}-${name}`, apiOrigin, paths, beside, LOOP_PHASE_SECONDS);
    Object.assign(figures, await phase('loop-released', rendering));
    if (route === 'category') {
      Object.assign(figures, await phase('first-loop', firstLoop));
      figures[`${prefix}.${route}.first-loop-p99-change-percent`] = p99Change(
        figures,
        `${prefix}.${route}-loop-released`,
        `${prefix}.${route}-first-loop`,
      );
    }
    Object.assign(figures, await phase('beside-loop', looping));
    figures[`${prefix}.${route}.loop-p99-change-percent`] = p99Change(
      figures,
      `${prefix}.${route}-loop-released`,
      `${prefix}.${route}-beside-loop`,
    );
  }
  return figures;
}

async function productPages(apiOrigin: string): Promise<string[]> {
  return (await firstListingProducts(apiOrigin)).map((product) => `/products/${product}`);
}
