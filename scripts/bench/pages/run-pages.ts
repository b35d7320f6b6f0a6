import { launchChromium } from '../chromium';
import type { Figures } from '../figures';
import type { ShopServer } from '../shop/shop-server';
import { measureRoute } from './measure-route';
import { benchRoutes } from './routes';

/** Every route, one cold load each. */
export async function runPages(shop: ShopServer, productPath: string): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    for (const route of benchRoutes(productPath)) {
      console.log(`  page ${route.name} (${route.path})`);
      Object.assign(figures, await measureRoute(browser, shop.itOrigin, route));
    }
  } finally {
    await browser.close();
  }
  return figures;
}
