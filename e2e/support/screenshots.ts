import type { Page } from '@playwright/test';

/**
 * With `SHOP_SHOTS_DIR` set, the whole page at 320 and 1280 px wide, as `<name>-<width>.png`, for
 * a person to look at; the viewport is given back after. Without it, nothing.
 */
export async function shootAtBothWidths(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOP_SHOTS_DIR;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
