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

async function repeated<Run = number>(times: () => Promise<Run>): Promise<Run[]> {
  const runs: Run[] = [];
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
    // The country is a native select: its open list is the browser's own, outside the page, so the
    // input that repaints the page is the choice itself, made here with the keyboard.
    const select = dialog.getByRole('combobox', { name: /^Paese/ });
    await select.focus();
    const changed = await repeated(async () => {
      const before = await select.inputValue();
      return timeInteraction(page, async () => {
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(
          (previous) =>
            document.querySelector<HTMLSelectElement>('dialog[open] select')?.value !== previous,
          before,
        );
      });
    });
    return {
      'interactions.country-modal.latency-ms': figure(opened),
      'interactions.country-choice.latency-ms': figure(changed, '; the next country by keyboard'),
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
    // The size radios, in their own group: the colour swatches before them are radios too.
    const sizes = page
      .getByRole('main')
      .getByRole('group', { name: /^Taglia/ })
      .getByRole('radio');
    if ((await sizes.count()) === 0) {
      const reason = missing(`${productPath} offers no size to choose (no radio buttons)`);
      return {
        'interactions.size-choice.latency-ms': reason,
        'interactions.add-to-cart.latency-ms': reason,
      };
    }
    const addButton = page.getByRole('button', { name: /aggiungi al carrello/i });
    const size = await repeated(() =>
      timeInteraction(page, () => sizes.and(page.locator(':enabled')).first().tap()),
    );
    // Additions take a size in stock (a sold-out one offers "notify me" instead), so no
    // round is refused for the stock one variant has left.
    const enabledSizes = sizes.and(page.locator(':enabled'));
    let next = 0;
    const chooseSizeInStock = async () => {
      const count = await enabledSizes.count();
      for (let tried = 0; tried < count; tried += 1) {
        next += 1;
        await enabledSizes.nth(next % count).tap();
        if (await addButton.isVisible()) return;
      }
      throw new Error(`${productPath} has no size in stock left to add`);
    };
    await chooseSizeInStock();
    const add = await repeated(async () => {
      const ms = await timeInteraction(page, () => addButton.tap());
      await untilAnswered(page);
      return ms;
    });
    // Each round adds another size, so none is refused for the stock one variant has left.
    const rounds = await repeated(async () => {
      await chooseSizeInStock();
      return addToCartRound(page);
    });
    return {
      'interactions.size-choice.latency-ms': figure(size),
      'interactions.add-to-cart.latency-ms': figure(add),
      'interactions.add-to-cart.answered-ms': figure(
        rounds.map((round) => round.ms),
        '; from the tap to the badge counting the garment and the button free again',
      ),
      'interactions.add-to-cart.api-requests': measured(
        Math.max(...rounds.map((round) => round.apiRequests)),
        'requests',
        'calls to /api/ during one addition, the most of the runs',
      ),
      'interactions.add-to-cart.bus-messages': measured(
        Math.max(...rounds.map((round) => round.busMessages)),
        'messages',
        'publishes on the page-wide event bus during one addition (the command included)',
      ),
    };
  } finally {
    await close();
  }
}

const ADD_BUTTON_FREE = 'button.add-to-cart:not([aria-disabled])';

/** Waits until the add-to-cart button is free again: its command has been answered. */
async function untilAnswered(page: Page): Promise<void> {
  await page.locator(ADD_BUTTON_FREE).waitFor({ timeout: 30_000 });
}

interface AddToCartRound {
  ms: number;
  apiRequests: number;
  busMessages: number;
}

/**
 * One whole addition, as the shopper waits for it: from the tap until the header's badge counts the
 * garment and the button is free again, with the API calls and bus messages it took on the way.
 */
async function addToCartRound(page: Page): Promise<AddToCartRound> {
  const before = Number(await page.getByTestId('cart-count').first().textContent());
  let apiRequests = 0;
  const countRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests += 1;
  };
  page.on('request', countRequest);
  await page.evaluate(() => {
    const bus = (
      globalThis as unknown as Record<symbol, { publish: (...args: unknown[]) => void }>
    )[Symbol.for('@shop/shared/event-bus/v1')];
    if (!bus) throw new Error('no event bus on the page');
    const probe = window as unknown as { __benchBusMessages: number };
    probe.__benchBusMessages = 0;
    const publish = bus.publish.bind(bus);
    bus.publish = (...args: unknown[]) => {
      probe.__benchBusMessages += 1;
      publish(...args);
    };
    (window as unknown as { __benchRestoreBus: () => void }).__benchRestoreBus = () => {
      bus.publish = publish;
    };
  });
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: /aggiungi al carrello/i }).tap();
  const answered = await page.waitForFunction(
    (expected) => {
      const badge = document.querySelector('[data-testid="cart-count"]');
      const button = document.querySelector('button.add-to-cart');
      if (button?.hasAttribute('aria-disabled')) return false;
      if (Number(badge?.textContent) === expected) return 'added';
      const toast = document.querySelector('.cart-toast--error');
      return toast ? `refused: ${toast.textContent}` : false;
    },
    before + 1,
    { timeout: 30_000 },
  );
  const verdict = await answered.jsonValue();
  if (verdict !== 'added') throw new Error(`the addition was not counted (${String(verdict)})`);
  const ms = await page.evaluate((since) => performance.now() - since, started);
  // Late answers (a re-read after the badge moved) still belong to this addition.
  await page.waitForTimeout(1500);
  page.off('request', countRequest);
  const busMessages = await page.evaluate(() => {
    (window as unknown as { __benchRestoreBus: () => void }).__benchRestoreBus();
    return (window as unknown as { __benchBusMessages: number }).__benchBusMessages;
  });
  return { ms: round(ms), apiRequests, busMessages };
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
