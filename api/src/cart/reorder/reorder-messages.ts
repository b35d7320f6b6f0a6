import { CART_MAX_LINE_QUANTITY, type Locale } from '@shop/shared/contracts';
import type { LeftOutLine } from './reorder-into-cart';

interface ReorderTexts {
  /** Every line went back whole. */
  all: string;
  /** Some went in; these did not, or not whole. */
  some: (list: string) => string;
  /** Nothing could be added. */
  none: (list: string) => string;
  size: string;
  why: (line: LeftOutLine) => string;
}

const texts: Record<Locale, ReorderTexts> = {
  it: {
    all: 'I prodotti del tuo ordine sono di nuovo nel carrello',
    some: (list) =>
      `Abbiamo rimesso nel carrello i prodotti disponibili del tuo ordine. Non abbiamo potuto aggiungere tutto: ${list}.`,
    none: (list) => `Nessun prodotto di questo ordine è stato aggiunto al carrello: ${list}.`,
    size: 'taglia',
    why: (line) => {
      switch (line.why) {
        case 'sold-out':
          return 'esaurito';
        case 'no-longer-sold':
          return 'non più in vendita';
        case 'cart-full':
          return 'il carrello è pieno';
        case 'line-cap':
          return `massimo ${CART_MAX_LINE_QUANTITY} pezzi per taglia, aggiunti ${line.added} su ${line.ordered}`;
        case 'stock':
          return line.added === 0
            ? 'ne restano pochi e sono già tutti nel tuo carrello'
            : `ne restano meno, aggiunti ${line.added} su ${line.ordered}`;
      }
    },
  },
  en: {
    all: 'The products of your order are back in your cart',
    some: (list) =>
      `The available products of your order are back in your cart. We could not add everything: ${list}.`,
    none: (list) => `No product of this order could be added to your cart: ${list}.`,
    size: 'size',
    why: (line) => {
      switch (line.why) {
        case 'sold-out':
          return 'sold out';
        case 'no-longer-sold':
          return 'no longer sold';
        case 'cart-full':
          return 'your cart is full';
        case 'line-cap':
          return `at most ${CART_MAX_LINE_QUANTITY} pieces per size, ${line.added} of ${line.ordered} added`;
        case 'stock':
          return line.added === 0
            ? 'few are left and your cart already holds them all'
            : `fewer left, ${line.added} of ${line.ordered} added`;
      }
    },
  },
};

/**
 * What a reorder tells the shopper: that all is back, or which lines (name, colour, size) did not
 * go in whole and why: sold out, fewer left, no longer sold, the cart's limits.
 */
export function reorderMessage(locale: Locale, added: number, leftOut: LeftOutLine[]): string {
  const text = texts[locale];
  if (leftOut.length === 0) return text.all;
  const list = leftOutList(locale, leftOut);
  return added === 0 ? text.none(list) : text.some(list);
}

/** Lines that did not go into a cart whole, named, each with why: "Camicia, Blu, taglia M (esaurito)". */
export function leftOutList(locale: Locale, leftOut: LeftOutLine[]): string {
  const text = texts[locale];
  return leftOut
    .map((line) => `${line.name}, ${line.colour}, ${text.size} ${line.size} (${text.why(line)})`)
    .join('; ');
}
