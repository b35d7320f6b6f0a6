import { addNamespace } from '@shop/shared';

export const PENDING_ORDER_NAMESPACE = 'checkout-pending-order';

const it = {
  title: 'Pagamento non completato',
  message:
    "Il pagamento dell'ordine {{orderId}} non è stato completato. Teniamo da parte i tuoi capi ancora per poco: puoi pagarlo con il metodo che preferisci o annullarlo.",
  cancel: "Annulla l'ordine",
  cancelling: 'Annullamento in corso…',
  cancelledTitle: 'Ordine annullato',
  cancelled: "Hai annullato l'ordine {{orderId}}: i capi sono di nuovo disponibili.",
  closed:
    "L'ordine {{orderId}} non è più in attesa di pagamento: il tempo per pagarlo è scaduto oppure è stato annullato, e i capi non sono più riservati.",
  backToCart: 'Rimetti i capi nel carrello',
  continueShopping: 'Continua lo shopping',
  notice:
    "Il pagamento dell'ordine {{orderId}} non è stato completato: i suoi capi sono ancora riservati per te.",
  noticeAction: "Completa il pagamento o annulla l'ordine",
};

const en: typeof it = {
  title: 'Payment not completed',
  message:
    'The payment for order {{orderId}} was not completed. We hold your pieces for a little longer: you can pay with the method you prefer, or cancel the order.',
  cancel: 'Cancel the order',
  cancelling: 'Cancelling…',
  cancelledTitle: 'Order cancelled',
  cancelled: 'You cancelled order {{orderId}}: its pieces are available again.',
  closed:
    'Order {{orderId}} is no longer waiting for its payment: the time to pay it ran out or it was cancelled, and its pieces are no longer held.',
  backToCart: 'Put the pieces back in the cart',
  continueShopping: 'Continue shopping',
  notice: 'The payment for order {{orderId}} was not completed: its pieces are still held for you.',
  noticeAction: 'Complete the payment or cancel the order',
};

/** Registers the pending order's texts; safe to call more than once. */
export function registerPendingOrderTexts(): void {
  addNamespace(PENDING_ORDER_NAMESPACE, { it, en });
}
