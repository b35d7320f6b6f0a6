import { launchChromium } from '../chromium';
import type { Figures } from '../figures';
import type { ShopServer } from '../shop/shop-server';
import { measureRoute } from './measure-route';
import type { BenchRoute } from './routes';

/** Every route, one cold load each. */
export async function runPages(shop: ShopServer, routes: readonly BenchRoute[]): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    for (const route of routes) {
      console.log(`  page ${route.name} (${route.path})`);
      Object.assign(figures, await measureRoute(browser, shop.itOrigin, route));
    }
  } finally {
    await browser.close();
  }
  return figures;
}
