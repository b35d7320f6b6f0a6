import type { Browser } from '@playwright/test';
import { PAGE_PROBE, type ProbeResult } from './page-probe';
import { NOT_FOUND_TITLE } from './routes';

/**
 * Whether a route shows its own page rather than the shop's 404 page, so parts that need the
 * page (Lighthouse, interactions) report it missing instead of measuring the 404.
 */
export async function routeExists(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext({ locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await page.addInitScript(PAGE_PROBE);
    const response = await page.goto(url);
    if (response?.status() === 404) return false;
    await page
      .waitForFunction(() => window.__benchProbe?.contentAt !== null, undefined, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    const probe = (await page.evaluate(() => window.__benchProbe)) as ProbeResult | undefined;
    return Boolean(probe?.contentHeading) && probe?.contentHeading !== NOT_FOUND_TITLE;
  } finally {
    await context.close();
  }
}
