import type { Page } from '@playwright/test';

interface RecordedShift {
  value: number;
  inFooter: boolean;
}

type ShiftWindow = typeof window & { recordedLayoutShifts: RecordedShift[] };

/**
 * Records the page's layout shifts from its first paint on, as Lighthouse's CLS counts them (a
 * shift right after the shopper's input is not one). Call it before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as ShiftWindow).recordedLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const inFooter = entry.sources.some((source) =>
          Boolean(source.node?.parentElement?.closest('footer')),
        );
        shifts.push({ value: entry.value, inFooter });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far; `only: 'footer'` counts those that moved the footer. */
export async function layoutShiftScore(page: Page, { only }: { only?: 'footer' } = {}) {
  const shifts = await page.evaluate(() => (window as ShiftWindow).recordedLayoutShifts);
  return shifts
    .filter((shift) => only !== 'footer' || shift.inFooter)
    .reduce((sum, shift) => sum + shift.value, 0);
}
