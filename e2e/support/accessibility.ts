import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { untilHydrated } from './server-rendering';

/** WCAG 2.2 level A and AA (with its target size), and axe's best practices. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's serious and critical violations on the page as it stands, one line each: with `tags`, the
 * rules of those tags only; without, axe's default rules.
 */
export async function blockingViolations(page: Page, tags?: string[]): Promise<string[]> {
  // A page painted from the server's HTML opens its popups (the store suggestion, whose code loads
  // on demand) once the shell has it: audit the page once it has settled, not the HTML before.
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // Mid-fade, text is lighter than it will be: audit what the shopper sees once it has arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return axeViolations(page, tags);
}

/**
 * axe's serious and critical violations on a page that is not the shop's (a provider's page the
 * shop sends the shopper to), as it stands.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (tags ? axe.withTags(tags) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
