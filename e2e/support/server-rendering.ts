import type { Page } from '@playwright/test';
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@shop/shared/contracts';
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

/** What the inline starter of a page painted from its HTML adds after the paint, if it has one. */
function starterFilesOf(html: string): { entries: string[]; preloads: string[] } {
  const [, entries, preloads] = /\}\)\((\[[^\]]*\]),(\[[^\]]*\])\)<\/script>/.exec(html) ?? [];
  return {
    entries: entries ? (JSON.parse(entries) as string[]) : [],
    preloads: preloads ? (JSON.parse(preloads) as string[]) : [],
  };
}

/**
 * The shell's entry scripts a page's HTML starts: its `<script src>` elements or, on a page painted
 * from its HTML, the list its inline starter adds after the paint (api/src/shell/page-document.ts).
 */
export function entryScriptsOf(html: string): string[] {
  const elements = [...html.matchAll(/<script[^>]+src="?([^"\s>]+)/g)].map((match) => match[1]);
  return [...elements, ...starterFilesOf(html).entries].filter(
    (src): src is string => src !== undefined,
  );
}

/**
 * The scripts a page's HTML announces ahead of need: its `<link rel="preload" as="script">` or, on
 * a page painted from its HTML, those its inline starter preloads after the paint.
 */
export function scriptPreloadsOf(html: string): string[] {
  const links = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  return [...links, ...starterFilesOf(html).preloads].filter(
    (href): href is string => href !== undefined,
  );
}

/**
 * Waits until React has the page's frame (`DOCUMENT_HYDRATED_ATTRIBUTE` on `<html>`): for a test
 * about what the scripts do (navigating within the page, focus, announcements), where the server's
 * HTML alone would answer the same click with a plain navigation.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator(`html[${DOCUMENT_HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}
