import type { Locale } from '@shop/shared/contracts';
import type { LeftOutLine } from '../reorder/reorder-into-cart';
import { leftOutList } from '../reorder/reorder-messages';

const texts = {
  it: {
    all: 'Il tuo carrello ti ha seguito in questo negozio.',
    some: (list: string) =>
      `Il tuo carrello ti ha seguito in questo negozio, ma non tutto: ${list}. Ciò che manca resta nel carrello dell’altro negozio.`,
    none: (list: string) =>
      `Nessun prodotto del tuo carrello è potuto venire in questo negozio: ${list}. Restano nel carrello dell’altro negozio.`,
    expired: 'Il carrello dell’altro negozio non è più disponibile: aggiungi di nuovo i prodotti.',
  },
  en: {
    all: 'Your cart came with you to this store.',
    some: (list: string) =>
      `Your cart came with you to this store, but not all of it: ${list}. What is missing stays in the other store’s cart.`,
    none: (list: string) =>
      `No product of your cart could come to this store: ${list}. They stay in the other store’s cart.`,
    expired: 'The other store’s cart can no longer be brought here: please add the products again.',
  },
} as const;

/** What the store the shopper arrived at says of the cart that followed them. */
export function cartMoveMessage(
  locale: Locale,
  movedLines: number,
  leftBehind: LeftOutLine[],
): string {
  const text = texts[locale];
  if (leftBehind.length === 0) return text.all;
  const list = leftOutList(locale, leftBehind);
  return movedLines === 0 ? text.none(list) : text.some(list);
}

/** A move's token that opens nothing: used, expired or made up. */
export function cartMoveExpiredMessage(locale: Locale): string {
  return texts[locale].expired;
}
