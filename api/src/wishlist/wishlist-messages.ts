import type { Locale } from '@shop/shared/contracts';

export interface WishlistMessages {
  added: string;
  removed: string;
  /** The product, or its colour, is not sold in this store. */
  unknownProduct: string;
  /** The list holds as many entries as it may. */
  full: string;
}

export const wishlistMessages: Record<Locale, WishlistMessages> = {
  it: {
    added: 'Aggiunto alla lista dei desideri.',
    removed: 'Rimosso dalla lista dei desideri.',
    unknownProduct: 'Questo prodotto non è in vendita in questo colore.',
    full: 'La tua lista dei desideri è piena: togli qualcosa per aggiungere altro.',
  },
  en: {
    added: 'Added to your wishlist.',
    removed: 'Removed from your wishlist.',
    unknownProduct: 'This product is not sold in this colour.',
    full: 'Your wishlist is full: remove something to add more.',
  },
};
