import { addNamespace } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from './namespace';

/** The wishlist page's words: they come with the page's own chunk, not with every listing. */
const it = {
  wishlistPage: {
    title: 'Lista dei desideri',
    loading: 'Caricamento della lista dei desideri',
    error: 'Non è stato possibile caricare la lista dei desideri.',
    empty: 'La tua lista dei desideri è vuota: tocca il cuore di un prodotto per ritrovarlo qui.',
    browse: 'Scopri la collezione',
    count_one: '{{count}} prodotto',
    count_other: '{{count}} prodotti',
    colour: 'Colore: {{colour}}',
    remove: 'Rimuovi',
    soldOut: 'Esaurito in ogni taglia: scegline una per sapere quando torna.',
    unavailableTitle: 'Prodotto non più disponibile',
    unavailable: 'Questo prodotto non è più in vendita in questo negozio.',
    signIn: 'La lista è salvata in questo browser. Accedi per ritrovarla su ogni dispositivo.',
    signInLink: 'Accedi',
  },
};

const en: typeof it = {
  wishlistPage: {
    title: 'Wishlist',
    loading: 'Loading your wishlist',
    error: 'Your wishlist could not be loaded.',
    empty: 'Your wishlist is empty: tap the heart on a product to find it here.',
    browse: 'Browse the collection',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    colour: 'Colour: {{colour}}',
    remove: 'Remove',
    soldOut: 'Sold out in every size: choose one to hear when it is back.',
    unavailableTitle: 'Product no longer available',
    unavailable: 'This product is no longer sold in this store.',
    signIn: 'The list is kept in this browser. Sign in to find it on every device.',
    signInLink: 'Sign in',
  },
};

/** Registers the wishlist page's texts in the catalogue's namespace; safe to call more than once. */
export function registerWishlistTexts(): void {
  addNamespace(CATALOGUE_NAMESPACE, { it, en });
}
