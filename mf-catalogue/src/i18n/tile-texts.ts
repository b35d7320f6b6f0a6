import { addNamespace } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from './namespace';

/**
 * What a tile and a carousel say: all that the pages of other remotes showing them (the home, a
 * product's "you may also like") load of the catalogue's texts.
 */
const it = {
  tile: {
    soldOut: 'Esaurito',
    colours_one: '{{count}} colore',
    colours_other: '{{count}} colori',
  },
  price: {
    current: 'Prezzo',
    previous: 'Prezzo precedente',
    lowest30Days: 'Prezzo più basso degli ultimi 30 giorni: {{price}}',
    discount: '-{{percent}}%',
    instalments: 'Oppure {{count}} rate senza interessi da {{price}}',
  },
  carousel: {
    previous: 'Prodotti precedenti',
    next: 'Prodotti successivi',
  },
  wishlist: {
    heart: 'Salva {{name}} nella lista dei desideri',
  },
};

const en: typeof it = {
  tile: {
    soldOut: 'Sold out',
    colours_one: '{{count}} colour',
    colours_other: '{{count}} colours',
  },
  price: {
    current: 'Price',
    previous: 'Previous price',
    lowest30Days: 'Lowest price in the last 30 days: {{price}}',
    discount: '-{{percent}}%',
    instalments: 'Or {{count}} interest-free payments of {{price}}',
  },
  carousel: {
    previous: 'Previous products',
    next: 'Next products',
  },
  wishlist: {
    heart: 'Save {{name}} to your wishlist',
  },
};

export const tileTexts = { it, en };

/** Registers the tile's texts; safe to call more than once. */
export function registerTileTexts(): void {
  addNamespace(CATALOGUE_NAMESPACE, tileTexts);
}
