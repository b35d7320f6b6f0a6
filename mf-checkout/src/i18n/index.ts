import { addNamespace } from '@shop/shared';

export const CHECKOUT_NAMESPACE = 'checkout';

const it = {
  cart: {
    title: 'Carrello',
    empty: 'Il tuo carrello è vuoto.',
    continueShopping: 'Continua lo shopping',
    itemCount_one: '{{count}} articolo',
    itemCount_other: '{{count}} articoli',
  },
  steps: {
    cart: 'Carrello',
    'personal-info': 'Dati personali',
    shipping: 'Spedizione',
    payment: 'Pagamento',
    review: 'Riepilogo',
  },
};

const en: typeof it = {
  cart: {
    title: 'Cart',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    itemCount_one: '{{count}} item',
    itemCount_other: '{{count}} items',
  },
  steps: {
    cart: 'Cart',
    'personal-info': 'Personal Info',
    shipping: 'Shipping',
    payment: 'Payment',
    review: 'Review',
  },
};

/** Registers this remote's texts in the page-wide i18next instance; safe to call more than once. */
export function registerCheckoutTexts(): void {
  addNamespace(CHECKOUT_NAMESPACE, { it, en });
}
