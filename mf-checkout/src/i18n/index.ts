import { addNamespace } from '@shop/shared';

export const CHECKOUT_NAMESPACE = 'checkout';

const it = {
  cart: {
    title: 'Carrello',
    empty: 'Il tuo carrello è vuoto.',
    continueShopping: 'Continua lo shopping',
    itemCount_one: '{{count}} articolo',
    itemCount_other: '{{count}} articoli',
    loading: 'Caricamento del carrello',
    loadError: 'Non è stato possibile caricare il carrello.',
    retry: 'Riprova',
    items: 'Prodotti nel carrello',
    colour: 'Colore: {{colour}}',
    size: 'Taglia: {{size}}',
    quantity: 'Quantità',
    quantityOf: 'Quantità di {{name}}, taglia {{size}}',
    remove: 'Rimuovi',
    removeItem: 'Rimuovi {{name}}, taglia {{size}}',
    exceedsStock_one: 'Disponibile solo {{count}} pezzo: riduci la quantità',
    exceedsStock_other: 'Disponibili solo {{count}} pezzi: riduci la quantità',
    soldOut: 'Taglia non più disponibile: rimuovila per continuare',
    summary: 'Riepilogo',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    freeShipping: 'Gratuita',
    total: 'Totale',
    toFreeShipping: 'Ti mancano {{amount}} per la spedizione gratuita',
    freeShippingReached: 'Hai diritto alla spedizione gratuita',
    freeShippingProgress: 'Verso la spedizione gratuita',
    checkout: 'Procedi al checkout',
    fixQuantities: 'Correggi le quantità segnalate per procedere al checkout',
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
    loading: 'Loading your cart',
    loadError: 'Your cart could not be loaded.',
    retry: 'Try again',
    items: 'Products in your cart',
    colour: 'Colour: {{colour}}',
    size: 'Size: {{size}}',
    quantity: 'Quantity',
    quantityOf: 'Quantity of {{name}}, size {{size}}',
    remove: 'Remove',
    removeItem: 'Remove {{name}}, size {{size}}',
    exceedsStock_one: 'Only {{count}} left: lower the quantity',
    exceedsStock_other: 'Only {{count}} left: lower the quantity',
    soldOut: 'This size is no longer available: remove it to go on',
    summary: 'Summary',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    freeShipping: 'Free',
    total: 'Total',
    toFreeShipping: '{{amount}} more for free shipping',
    freeShippingReached: 'You get free shipping',
    freeShippingProgress: 'Towards free shipping',
    checkout: 'Go to checkout',
    fixQuantities: 'Fix the quantities marked above to go to checkout',
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
