import { CART_LOW_STOCK_THRESHOLD, CART_MAX_LINE_QUANTITY } from '@shop/shared/contracts';
import type { CartMessages } from './cart-messages';

/**
 * What a shopper is told of a variant's stock: "only N left" at or below the threshold, otherwise
 * only whether it is available. The exact stock of a well-stocked variant is nobody's business
 * but the shop's (a competitor, or someone planning to hold it all, would read it).
 */
export function disclosedStock(stock: number): { available: boolean; onlyLeft: number | null } {
  return {
    available: stock > 0,
    onlyLeft: stock > 0 && stock <= CART_LOW_STOCK_THRESHOLD ? stock : null,
  };
}

/**
 * Why a line cannot hold what was asked (more than the stock or the per-line cap allow), telling
 * the stock only when few are left. `inCart` is what the line holds already: an addition adds to
 * it and is told how many more fit; an edit sets the line and is told the stock or the cap.
 */
export function quantityRefusal(
  stock: number,
  inCart: number,
  messages: CartMessages,
  { adding }: { adding: boolean },
): string {
  if (stock === 0) return messages.sizeNotAvailable;
  const told = stock <= CART_LOW_STOCK_THRESHOLD || stock >= CART_MAX_LINE_QUANTITY;
  if (!told) return messages.notEnoughStock;
  const allowed = Math.min(stock, CART_MAX_LINE_QUANTITY);
  if (adding) return messages.onlyLeft(Math.max(allowed - inCart, 0));
  return stock <= CART_LOW_STOCK_THRESHOLD
    ? messages.fewLeft(stock)
    : messages.lineCap(CART_MAX_LINE_QUANTITY);
}
