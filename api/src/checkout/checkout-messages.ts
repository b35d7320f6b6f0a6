import type { Locale } from '@shop/shared/contracts';
import { ruleMessages } from '@shop/shared/validation';

export interface CheckoutMessages {
  /** Spec §8. */
  noShippingMethods: string;
  /** Spec §8 names the message, not its text. */
  noPaymentMethods: string;
  /** Spec §8. */
  totalMismatch: string;
  /** Spec §8. */
  paymentFailed: string;
  couponInvalid: string;
  emptyCart: string;
  /** A line's stock fell below its quantity (or another order took the last pieces). */
  outOfStock: string;
  unknownShippingMethod: string;
  unknownPaymentMethod: string;
  /** Card payments need a card token from `POST /api/checkout/card-tokens`. */
  cardTokenRequired: string;
  invalidCard: string;
  expiredCard: string;
  /** The same Idempotency-Key with another body. */
  idempotencyMismatch: string;
  idempotencyKeyRequired: string;
  /** The first request with this key is still being handled. */
  requestInProgress: string;
  orderNotFound: string;
  /** Retry of an order that is paid, awaiting a transfer, cancelled or whose payment is under way. */
  orderNotPayable: string;
  /** The shopper's cancel of an order that is paid, cancelled already, or whose hold ran out. */
  orderNotCancellable: string;
  /** The visitor, e-mail or client address already holds `limit` unpaid orders. */
  unpaidOrdersLimit: (limit: number) => string;
  /** This order would take the pieces held unpaid by one of them beyond `limit`. */
  unpaidPiecesLimit: (limit: number) => string;
  /** One order holds more than `limit` pieces (the most that may wait for a payment). */
  orderTooLarge: (limit: number) => string;
}

export const checkoutMessages: Record<Locale, CheckoutMessages> = {
  it: {
    noShippingMethods:
      "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che hai selezionato",
    noPaymentMethods:
      'Siamo spiacenti, ma non sono disponibili metodi di pagamento per il tuo ordine',
    totalMismatch: 'Il totale del carrello e quanto stai per pagare non corrispondono!',
    paymentFailed: 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine',
    couponInvalid: 'Coupon sconto non valido',
    emptyCart: 'Il tuo carrello è vuoto',
    outOfStock:
      'Uno o più prodotti del tuo carrello non sono più disponibili nella quantità scelta',
    unknownShippingMethod: 'Il metodo di consegna scelto non è disponibile',
    unknownPaymentMethod: 'Il metodo di pagamento scelto non è disponibile',
    cardTokenRequired: 'Inserisci i dati della carta',
    invalidCard: ruleMessages.it.invalidCardNumber,
    expiredCard: ruleMessages.it.cardExpired,
    idempotencyMismatch: 'Questa richiesta è già stata usata per un ordine diverso',
    idempotencyKeyRequired: 'Manca la chiave della richiesta (Idempotency-Key)',
    requestInProgress: 'Stiamo ancora elaborando il tuo ordine, riprova tra poco',
    orderNotFound: 'Ordine non trovato',
    orderNotPayable: 'Questo ordine non può essere pagato ora',
    orderNotCancellable: 'Questo ordine non può più essere annullato',
    unpaidOrdersLimit: (limit) =>
      `Hai già ${limit} ordini in attesa di pagamento. Paga uno di questi (il link è nella sua e-mail di conferma) oppure attendi che la sua prenotazione scada, poi riprova.`,
    unpaidPiecesLimit: (limit) =>
      `Con questo ordine i tuoi ordini in attesa di pagamento supererebbero i ${limit} capi, il massimo che possiamo tenere da parte. Paga uno di questi oppure attendi che la sua prenotazione scada, poi riprova.`,
    orderTooLarge: (limit) =>
      `Un ordine può contenere al massimo ${limit} capi: togline qualcuno dal carrello.`,
  },
  en: {
    noShippingMethods: 'Sorry, no delivery methods are available for the address you selected',
    noPaymentMethods: 'Sorry, no payment methods are available for your order',
    totalMismatch: 'The cart total and the amount you are about to pay do not match!',
    paymentFailed: 'Sorry, your payment did not go through',
    couponInvalid: 'Invalid discount coupon',
    emptyCart: 'Your cart is empty',
    outOfStock: 'One or more products in your cart are no longer available in the quantity chosen',
    unknownShippingMethod: 'The delivery method chosen is not available',
    unknownPaymentMethod: 'The payment method chosen is not available',
    cardTokenRequired: 'Enter your card details',
    invalidCard: ruleMessages.en.invalidCardNumber,
    expiredCard: ruleMessages.en.cardExpired,
    idempotencyMismatch: 'This request was already used for a different order',
    idempotencyKeyRequired: 'The request key (Idempotency-Key) is missing',
    requestInProgress: 'We are still processing your order, try again shortly',
    orderNotFound: 'Order not found',
    orderNotPayable: 'This order cannot be paid now',
    orderNotCancellable: 'This order can no longer be cancelled',
    unpaidOrdersLimit: (limit) =>
      `You already have ${limit} orders awaiting payment. Pay one of them (the link is in its confirmation e-mail) or wait until its reservation ends, then try again.`,
    unpaidPiecesLimit: (limit) =>
      `With this order, your orders awaiting payment would hold more than ${limit} pieces, the most we can set aside. Pay one of them or wait until its reservation ends, then try again.`,
    orderTooLarge: (limit) =>
      `An order can hold at most ${limit} pieces: remove some from your cart.`,
  },
};
