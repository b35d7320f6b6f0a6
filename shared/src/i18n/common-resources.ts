import type { Locale } from '../contracts/locale';
import { errorMessages, validationMessages } from '../validation/messages';

/** Texts of one namespace in one language; keys may nest. */
export interface TranslationTree {
  /** A text, a list of texts (paragraphs, read with `returnObjects`), or a nested group. */
  [key: string]: string | readonly string[] | TranslationTree;
}

/** A namespace's texts in every language of the shop. */
export type NamespaceResources = Record<Locale, TranslationTree>;

/** Namespace of the texts every package shares. */
export const COMMON_NAMESPACE = 'common';

/**
 * The `common` namespace: generic UI texts, cart notifications, and the validation and error
 * messages of spec §5 and §8 (`validation.required`, `errors.invalidCoupon`, …).
 */
export const commonResources = {
  it: {
    loading: 'Caricamento…',
    retry: 'Riprova',
    close: 'Chiudi',
    back: 'Indietro',
    sectionUnavailable: 'Questa sezione non è disponibile al momento',
    cartNotification: {
      added: 'Prodotto aggiunto al carrello',
      removed: 'Prodotto rimosso dal carrello',
      quantityChanged: 'Quantità aggiornata',
    },
    validation: validationMessages.it,
    errors: errorMessages.it,
  },
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    back: 'Back',
    sectionUnavailable: 'This section is unavailable right now',
    cartNotification: {
      added: 'Product added to cart',
      removed: 'Product removed from cart',
      quantityChanged: 'Quantity updated',
    },
    validation: validationMessages.en,
    errors: errorMessages.en,
  },
} satisfies NamespaceResources;
