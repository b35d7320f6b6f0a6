import type { Random } from './random';

export interface PricePoint {
  priceCents: number;
  validFrom: Date;
}

export const PRICE_HISTORY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sixty days of prices ending at today's price, in one of four shapes: unchanged; on sale since a
 * few days; a past promotion now over; a price rise. The last point's price is the current price.
 */
export function generatePriceHistory(
  random: Random,
  fullPriceCents: number,
  now: Date,
): PricePoint[] {
  const today = startOfUtcDay(now);
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS);
  const discounted = (percent: number) => roundToEuro(fullPriceCents * (1 - percent / 100));
  const shape = random.next();

  if (shape < 0.55) {
    return [{ priceCents: fullPriceCents, validFrom: daysAgo(PRICE_HISTORY_DAYS) }];
  }
  if (shape < 0.75) {
    return [
      { priceCents: fullPriceCents, validFrom: daysAgo(PRICE_HISTORY_DAYS) },
      { priceCents: discounted(random.pick([20, 30, 40])), validFrom: daysAgo(random.int(2, 25)) },
    ];
  }
  if (shape < 0.9) {
    const promotionStart = random.int(25, 50);
    return [
      { priceCents: fullPriceCents, validFrom: daysAgo(PRICE_HISTORY_DAYS) },
      { priceCents: discounted(random.pick([15, 20, 30])), validFrom: daysAgo(promotionStart) },
      { priceCents: fullPriceCents, validFrom: daysAgo(promotionStart - random.int(5, 15)) },
    ];
  }
  return [
    { priceCents: roundToEuro(fullPriceCents * 0.9), validFrom: daysAgo(PRICE_HISTORY_DAYS) },
    { priceCents: fullPriceCents, validFrom: daysAgo(random.int(10, 40)) },
  ];
}

function roundToEuro(cents: number): number {
  return Math.round(cents / 100) * 100;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
