import { firstListingProducts } from '../api-load/load';
import type { Figures } from '../figures';
import { untilServerRendered } from '../shop/server-rendered';
import type { ShopServer } from '../shop/shop-server';
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
    ...(await loadPages(
      `${prefix}.product`,
      apiOrigin,
      (await firstListingProducts(apiOrigin)).map((product) => `/products/${product}`),
    )),
  };
}
