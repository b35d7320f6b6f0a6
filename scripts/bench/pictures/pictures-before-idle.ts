import type { Browser, BrowserContextOptions } from '@playwright/test';
import { launchChromium } from '../chromium';
import { measured, type Figures } from '../figures';

/** The screens Lighthouse emulates: its mobile phone and its desktop. */
const SCREENS: Record<'mobile' | 'desktop', BrowserContextOptions> = {
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1350, height: 940 } },
};

export interface EarlyPicture {
  url: string;
  /** Whether any of the picture's pixels were on the first screen, unscrolled. */
  onFirstScreen: boolean;
}

declare global {
  interface Window {
    benchIdleAt?: number;
  }
}

/**
 * The pictures a cold load asked for before the page was idle: the first idle moment after the
 * `load` event, noted by a script that runs before the page's own (so before any picture the page
 * itself leaves for its idle time). Each is matched to its `<img>` by the source it shows.
 */
export async function picturesBeforeIdle(
  browser: Browser,
  url: string,
  screen: BrowserContextOptions,
): Promise<EarlyPicture[]> {
  const context = await browser.newContext(screen);
  try {
    await context.addInitScript(() => {
      addEventListener('load', () =>
        requestIdleCallback(() => {
          window.benchIdleAt = performance.now();
        }),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.benchIdleAt !== undefined);
    return await page.evaluate(() => {
      const idleAt = window.benchIdleAt ?? 0;
      const images = Array.from(document.images);
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/media/') && entry.startTime < idleAt)
        .map((entry) => {
          const shown = images.filter((image) => image.currentSrc === entry.name);
          const onFirstScreen = shown.some((image) => {
            const box = image.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.height > 0 &&
              box.bottom > 0 &&
              box.right > 0 &&
              box.top < innerHeight &&
              box.left < innerWidth
            );
          });
          return { url: entry.name, onFirstScreen };
        });
    });
  } finally {
    await context.close();
  }
}

/**
 * `pictures.<screen>.<page>.offscreen-before-idle`: pictures asked for before the page was idle
 * that show nowhere on its first screen (below the fold, beside it in a gallery, or hidden). One
 * load first, not counted, so every variant has been made.
 */
export async function measurePicturesBeforeIdle(
  origin: string,
  pages: readonly { name: string; path: string }[],
): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    for (const [screenName, screen] of Object.entries(SCREENS)) {
      for (const page of pages) {
        await picturesBeforeIdle(browser, origin + page.path, screen);
        const early = await picturesBeforeIdle(browser, origin + page.path, screen);
        const offscreen = early.filter((picture) => !picture.onFirstScreen);
        figures[`pictures.${screenName}.${page.name}.offscreen-before-idle`] = measured(
          offscreen.length,
          'pictures',
          `${early.length} asked for before idle` +
            (offscreen.length > 0
              ? `; off the first screen: ${offscreen.map((picture) => shortName(picture.url)).join(', ')}`
              : ''),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** "…/media/pictures/3fa9…/480" as "3fa9…/480", enough to find it. */
function shortName(url: string): string {
  return url.replace(/^.*\/media\/pictures\//, '').replace(/^([0-9a-f]{6})[0-9a-f]+/, '$1…');
}
