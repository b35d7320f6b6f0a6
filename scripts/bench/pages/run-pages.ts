import { launchChromium } from '../chromium';
import { missing, type Figures } from '../figures';
import { registerBenchCustomer } from '../shop/bench-customer';
import { prepareCheckoutShopper } from '../shop/checkout-shopper';
import type { ShopServer } from '../shop/shop-server';
import { measureRoute } from './measure-route';
import type { BenchRoute } from './routes';

/** Every route, one cold load each. */
export async function runPages(shop: ShopServer, routes: readonly BenchRoute[]): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    // Registered on the API's own address: node resolves no *.localhost store names. The
    // session cookie is then set for the store's origin in the browser.
    const customer = routes.some((route) => route.signedIn)
      ? await registerBenchCustomer(shop)
      : undefined;
    const checkout = routes.some((route) => route.inCheckout)
      ? await prepareCheckoutShopper(shop.apiOrigin)
      : undefined;
    for (const route of routes) {
      console.log(`  page ${route.name} (${route.path})`);
      // One route that fails to load must not hide the others: it fails its budgets as missing.
      Object.assign(
        figures,
        await measureRoute(browser, shop.itOrigin, route, {
          customer: customer?.session,
          checkout,
        }).catch((error: unknown) => {
          const reason = `${route.path} did not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
          console.error(`  ${reason}`);
          return { [`pages.${route.name}.js-transferred-kb`]: missing(reason) };
        }),
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
