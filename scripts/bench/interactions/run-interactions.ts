import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { launchChromium } from '../chromium';
import { measured, median, missing, round, type Figures } from '../figures';
import { PAGE_PROBE } from '../pages/page-probe';
import { routeExists } from '../pages/route-exists';
import {
  EVENT_TIMING_PROBE,
  interactionLatency,
  type InteractionEntry,
} from './event-timing-probe';

export const CPU_SLOWDOWN = 4;
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'it-IT',
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'it-IT' };

/** A page loaded and settled at full speed, then slowed down 4× for the interactions. */
async function openSlowed(browser: Browser, options: BrowserContextOptions, url: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(PAGE_PROBE);
  await page.addInitScript(EVENT_TIMING_PROBE);
  await page.goto(url);
  await page.waitForFunction(() => window.__benchProbe?.contentAt !== null, undefined, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** Runs `act`, waits for the next paints to be reported, returns the interaction's latency. */
async function timeInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await act();
  // Event Timing entries arrive after the next paint; give a slowed page time to deliver them.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const entries = (await page.evaluate(
    () => window.__benchInteractions ?? [],
  )) as InteractionEntry[];
  return round(interactionLatency(entries, since));
}

/** Each interaction is repeated; one run on a shared machine swings too much to judge. */
export const REPEATS = 3;

async function repeated(times: () => Promise<number>): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) runs.push(await times());
  return runs;
}

const figure = (runs: number[], extra = '') =>
  measured(
    median(runs),
    'ms',
    `median of ${runs.join(' / ')}; ${CPU_SLOWDOWN}× CPU slowdown${extra}`,
  );

async function mobileMenu(browser: Browser, origin: string): Promise<Figures> {
  const { page, close } = await openSlowed(browser, PHONE, `${origin}/`);
  try {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const runs = await repeated(async () => {
      const ms = await timeInteraction(page, async () => {
        await page.getByRole('button', { name: 'Menu', exact: true }).tap();
        await menu.waitFor();
      });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      return ms;
    });
    return { 'interactions.mobile-menu.latency-ms': figure(runs) };
  } finally {
    await close();
  }
}

/**
 * Opening the country modal, then opening its country list and choosing France (named in Italian:
 * the bench opens the Italian store).
 */
async function countryChoice(browser: Browser, origin: string): Promise<Figures> {
  const { page, close } = await openSlowed(browser, DESKTOP, `${origin}/`);
  try {
    const dialog = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });
    const openModal = () =>
      timeInteraction(page, async () => {
        await page.getByRole('button', { name: 'Paese di spedizione: Italia' }).click();
        await dialog.waitFor();
      });
    const opened = await repeated(async () => {
      const ms = await openModal();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      return ms;
    });
    await openModal();
    // Changing the country takes two inputs, opening the list and picking one; the slower counts.
    const countries = ['Francia', 'Germania', 'Francia'];
    const changed = await repeated(async () => {
      const country = countries.shift() ?? 'Francia';
      const list = await timeInteraction(page, async () => {
        await dialog.getByRole('button', { name: /^Paese/ }).click();
        await dialog.getByRole('option').first().waitFor();
      });
      const choose = await timeInteraction(page, async () => {
        await dialog.getByRole('option', { name: country, exact: true }).click();
        await dialog.getByRole('option').first().waitFor({ state: 'hidden' });
      });
      return Math.max(list, choose);
    });
    return {
      'interactions.country-modal.latency-ms': figure(opened),
      'interactions.country-choice.latency-ms': figure(
        changed,
        '; slower of opening the list and choosing',
      ),
    };
  } finally {
    await close();
  }
}

/** Choosing a size and adding to cart on a product page, once the catalogue team builds it. */
async function productInteractions(
  browser: Browser,
  origin: string,
  productPath: string,
): Promise<Figures> {
  if (!(await routeExists(browser, origin + productPath))) {
    const reason = missing(`${productPath} renders the shop's 404 page: not built yet`);
    return {
      'interactions.size-choice.latency-ms': reason,
      'interactions.add-to-cart.latency-ms': reason,
    };
  }
  const { page, close } = await openSlowed(browser, PHONE, origin + productPath);
  try {
    const sizes = page.getByRole('main').getByRole('radio');
    if ((await sizes.count()) === 0) {
      const reason = missing(`${productPath} offers no size to choose (no radio buttons)`);
      return {
        'interactions.size-choice.latency-ms': reason,
        'interactions.add-to-cart.latency-ms': reason,
      };
    }
    const size = await repeated(() =>
      timeInteraction(page, () => sizes.and(page.locator(':enabled')).first().tap()),
    );
    const add = await repeated(() =>
      timeInteraction(page, () =>
        page.getByRole('button', { name: /aggiungi al carrello/i }).tap(),
      ),
    );
    return {
      'interactions.size-choice.latency-ms': figure(size),
      'interactions.add-to-cart.latency-ms': figure(add),
    };
  } finally {
    await close();
  }
}

/** Input-to-next-paint of the shop's everyday interactions at 4× CPU slowdown. */
export async function runInteractions(origin: string, productPath: string): Promise<Figures> {
  const browser = await launchChromium();
  try {
    return {
      ...(await mobileMenu(browser, origin)),
      ...(await countryChoice(browser, origin)),
      ...(await productInteractions(browser, origin, productPath)),
    };
  } finally {
    await browser.close();
  }
}
