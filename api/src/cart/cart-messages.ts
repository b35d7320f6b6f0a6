import type { Locale } from '@shop/shared/contracts';
import { errorMessages } from '@shop/shared/validation';

export interface CartMessages {
  /** Spec §4 notification texts, also the answers of the changes. */
  added: string;
  removed: string;
  quantityChanged: string;
  /** The product, colour or size does not exist (or no longer). */
  unknownVariant: string;
  /** The variant is out of stock. */
  sizeNotAvailable: string;
  /** Only `left` more can be added (the per-line cap). */
  onlyLeft: (left: number) => string;
  /** Few pieces are left (at or below the threshold): the stock is told. */
  fewLeft: (left: number) => string;
  /** Fewer pieces than asked, but more than the threshold: the stock is not told. */
  notEnoughStock: string;
  /** A line holds at most `limit` pieces. */
  lineCap: (limit: number) => string;
  /** The line is not in the cart. */
  notInCart: string;
  /** The cart holds as many lines as it may. */
  tooManyLines: string;
  /** Spec §8: an unknown, expired or used-up code, or another subscriber's newsletter code. */
  couponInvalid: string;
  /** Spec §8: the coupon excludes some of the cart's products. */
  couponNotEligible: string;
  couponApplied: string;
  couponRemoved: string;
  /** Reorder of an order that is not the shopper's (or does not exist). */
  orderNotFound: string;
}

export const cartMessages: Record<Locale, CartMessages> = {
  it: {
    added: 'Prodotto aggiunto al carrello',
    removed: 'Prodotto rimosso dal carrello',
    quantityChanged: 'Quantità aggiornata',
    unknownVariant: errorMessages.it.productNotAvailable,
    sizeNotAvailable: errorMessages.it.sizeNotAvailable,
    onlyLeft: (left) =>
      left === 0
        ? 'Hai già nel carrello tutti i pezzi disponibili di questa taglia'
        : `Puoi aggiungere ancora ${left} ${left === 1 ? 'pezzo' : 'pezzi'} di questa taglia`,
    fewLeft: (left) =>
      left === 1
        ? 'È rimasto solo 1 pezzo di questa taglia'
        : `Sono rimasti solo ${left} pezzi di questa taglia`,
    notEnoughStock: 'Non abbiamo così tanti pezzi di questa taglia: scegline di meno',
    lineCap: (limit) => `Puoi acquistare al massimo ${limit} pezzi per taglia`,
    notInCart: 'Questo prodotto non è nel carrello',
    tooManyLines: 'Il carrello è pieno: rimuovi un prodotto per aggiungerne un altro',
    couponInvalid: 'Coupon sconto non valido',
    couponNotEligible:
      'Uno o piu prodotti del tuo carrello non sono elegibili per questo coupon sconto.',
    couponApplied: 'Coupon sconto applicato',
    couponRemoved: 'Coupon sconto rimosso',
    orderNotFound: 'Ordine non trovato',
  },
  en: {
    added: 'Product added to cart',
    removed: 'Product removed from cart',
    quantityChanged: 'Quantity updated',
    unknownVariant: errorMessages.en.productNotAvailable,
    sizeNotAvailable: errorMessages.en.sizeNotAvailable,
    onlyLeft: (left) =>
      left === 0
        ? 'Your cart already holds every piece available in this size'
        : `You can add ${left} more ${left === 1 ? 'piece' : 'pieces'} in this size`,
    fewLeft: (left) =>
      left === 1 ? 'Only 1 piece left in this size' : `Only ${left} pieces left in this size`,
    notEnoughStock: 'We do not have that many pieces in this size: choose fewer',
    lineCap: (limit) => `You can buy at most ${limit} pieces per size`,
    notInCart: 'This product is not in your cart',
    tooManyLines: 'Your cart is full: remove a product to add another',
    couponInvalid: 'Invalid discount coupon',
    couponNotEligible:
      'One or more products in your cart are not eligible for this discount coupon.',
    couponApplied: 'Discount coupon applied',
    couponRemoved: 'Discount coupon removed',
    orderNotFound: 'Order not found',
  },
};
