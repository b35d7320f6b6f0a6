import type { Browser } from '@playwright/test';
import { kb, measured, missing, type Figures } from '../figures';
import { formLibrariesIn } from './form-libraries';
import { NetworkRecorder, type RecordedRequest } from './network-recorder';
import { PAGE_PROBE, type ProbeResult } from './page-probe';
import { criticalChainDepth } from './request-chain';
import type { CheckoutShopper } from '../shop/checkout-shopper';
import { NOT_FOUND_TITLE, type BenchRoute } from './routes';

const LOAD_TIMEOUT_MS = 60_000;

const sum = (requests: RecordedRequest[], type: string, key: 'encodedBytes' | 'decodedBytes') =>
  requests.filter((request) => request.type === type).reduce((total, r) => total + r[key], 0);

/**
 * One cold load of a route (a new browser context, so an empty cache) on the store's own origin,
 * recorded from the network until it has been quiet for 500 ms. Figures are named
 * `pages.<route>.<measure>`; a route that shows the 404 page gets every figure `missing`.
 */
export async function measureRoute(
  browser: Browser,
  origin: string,
  route: BenchRoute,
  shoppers: { customer?: { name: string; value: string }; checkout?: CheckoutShopper } = {},
): Promise<Figures> {
  const prefix = `pages.${route.name}`;
  const allMissing = (reason: string): Figures =>
    Object.fromEntries(
      [
        'js-transferred-kb',
        'js-decoded-kb',
        'css-transferred-kb',
        'css-decoded-kb',
        'requests',
        'critical-chain',
        'react-dom-copies',
        ...(route.catalogue ? ['form-libraries'] : []),
      ].map((measure) => [`${prefix}.${measure}`, missing(reason)]),
    );
  if (route.missingBecause) return allMissing(`${route.path} ${route.missingBecause}`);

  const context = await browser.newContext({
    locale: 'it-IT',
    viewport: { width: 1280, height: 800 },
  });
  // Still a cold load: an empty cache, only the cookies (and the tab's draft) the shopper has.
  const { customer, checkout } = shoppers;
  if (route.signedIn && customer) await context.addCookies([{ ...customer, url: origin }]);
  if (route.inCheckout && checkout) {
    const cookies = route.inCheckout === 'guest' ? checkout.guestCookies : checkout.visitorCookies;
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  }
  try {
    const page = await context.newPage();
    await page.addInitScript(PAGE_PROBE);
    if (route.inCheckout === 'guest' && checkout) {
      await page.addInitScript(
        ({ key, value }) => sessionStorage.setItem(key, value),
        checkout.draft,
      );
    }
    const recorder = new NetworkRecorder(await context.newCDPSession(page));
    await recorder.start();
    const response = await page.goto(`${origin}${route.path}`, {
      waitUntil: 'domcontentloaded',
      timeout: LOAD_TIMEOUT_MS,
    });
    await page
      .waitForFunction(() => window.__benchProbe?.contentAt !== null, undefined, {
        timeout: LOAD_TIMEOUT_MS,
      })
      .catch(() => undefined);
    await recorder.idle(500);
    const probe = (await page.evaluate(() => window.__benchProbe)) as ProbeResult | undefined;

    if (!probe?.contentAt) return allMissing(`${route.path} showed no heading in <main>`);
    // A page that sends the shopper elsewhere (an empty cart, a guard) is not the page measured.
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(route.path, origin).pathname)
      return allMissing(`${route.path} sent the shopper to ${landed}`);
    if (response?.status() === 404 || probe.contentHeading === NOT_FOUND_TITLE)
      return allMissing(`${route.path} renders the shop's 404 page: the page is not built yet`);

    const requests = [...recorder.requests.values()];
    const contentAt = recorder.toNetworkTime(probe.contentAt);
    const scripts = requests.filter((request) => request.type === 'Script');
    const figures: Figures = {
      [`${prefix}.js-transferred-kb`]: measured(kb(sum(requests, 'Script', 'encodedBytes')), 'KB'),
      [`${prefix}.js-decoded-kb`]: measured(kb(sum(requests, 'Script', 'decodedBytes')), 'KB'),
      [`${prefix}.css-transferred-kb`]: measured(
        kb(sum(requests, 'Stylesheet', 'encodedBytes')),
        'KB',
      ),
      [`${prefix}.css-decoded-kb`]: measured(kb(sum(requests, 'Stylesheet', 'decodedBytes')), 'KB'),
      [`${prefix}.requests`]: measured(requests.length, 'requests', `${scripts.length} scripts`),
      [`${prefix}.critical-chain`]: measured(
        criticalChainDepth(requests, contentAt),
        'round trips',
      ),
      // Each copy of react-dom registers its own renderer with the devtools hook.
      [`${prefix}.react-dom-copies`]: measured(
        probe.renderers.filter((name) => name.startsWith('react-dom')).length,
        'copies',
        probe.renderers.join(', '),
      ),
    };
    if (route.catalogue) {
      const found = formLibrariesIn(scripts);
      figures[`${prefix}.form-libraries`] = measured(
        found.length,
        'libraries',
        found.length > 0 ? found.join(', ') : undefined,
      );
    }
    return figures;
  } finally {
    await context.close();
  }
}
