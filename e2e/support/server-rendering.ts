import { SHOP_START_HOOK_TIMEOUT_MS, type RunningShop } from './shop-server';

/**
 * Waits until the shop's page server renders `path` on the server. Renderers start with the first
 * page (which the browser renders meanwhile) and take pages once every remote's pages are loaded
 * in them, and start anew after a release: wait for that, not for a time. Answers the last HTML.
 */
export async function untilServerRendered(
  shop: RunningShop,
  path = '/',
  withinMs = SHOP_START_HOOK_TIMEOUT_MS / 2,
): Promise<string> {
  const givingUp = Date.now() + withinMs;
  for (;;) {
    const html = await (await fetch(`http://127.0.0.1:${shop.port}${path}`)).text();
    if (html.includes('data-shop-page') || Date.now() > givingUp) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
