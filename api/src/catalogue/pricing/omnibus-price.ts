import type { ProductPrice } from '@shop/shared/contracts';

/** One price of a product and the instant from which it holds (until the next one). */
export interface PricePoint {
  priceCents: number;
  validFrom: Date;
}

/** The EU Omnibus rule's window: the 30 days before a reduction began. */
export const LOWEST_PRICE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A product's price at `now` from its history, as the shopper must see it. When the current price
 * is a reduction (lower than the price before it), it carries that previous price and the lowest
 * price in force during the 30 days before the reduction began (EU Omnibus Directive, art. 6a);
 * otherwise both are null. `fallbackCents` is the price when the history has nothing yet in force.
 */
export function priceAt(
  history: readonly PricePoint[],
  now: Date,
  fallbackCents: number,
): ProductPrice {
  const inForce = [...history]
    .filter((point) => point.validFrom.getTime() <= now.getTime())
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  const current = inForce.at(-1);
  if (!current) return { cents: fallbackCents, previousCents: null, lowest30DaysCents: null };
  const previous = inForce.at(-2);
  if (!previous || current.priceCents >= previous.priceCents) {
    return { cents: current.priceCents, previousCents: null, lowest30DaysCents: null };
  }

  const reductionStart = current.validFrom.getTime();
  const windowStart = reductionStart - LOWEST_PRICE_WINDOW_DAYS * DAY_MS;
  // The price in force when the window opened, and every price that began inside it.
  const before = inForce.slice(0, -1);
  const atWindowStart = before.filter((point) => point.validFrom.getTime() <= windowStart).at(-1);
  const insideWindow = before.filter((point) => point.validFrom.getTime() > windowStart);
  const candidates = [...(atWindowStart ? [atWindowStart] : []), ...insideWindow];
  const lowest = Math.min(...candidates.map((point) => point.priceCents));
  return {
    cents: current.priceCents,
    previousCents: previous.priceCents,
    lowest30DaysCents: lowest,
  };
}
