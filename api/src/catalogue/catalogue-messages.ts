import type { Locale } from '@shop/shared/contracts';
import { errorMessages } from '@shop/shared/validation';

export interface CatalogueMessages {
  categoryNotFound: string;
  productNotFound: string;
  /** A query value the API cannot read: names the parameter. */
  invalidParameter: (name: string) => string;
}

export const catalogueMessages: Record<Locale, CatalogueMessages> = {
  it: {
    categoryNotFound: 'Categoria non trovata',
    productNotFound: errorMessages.it.productNotAvailable,
    invalidParameter: (name) => `Valore non valido per il parametro «${name}»`,
  },
  en: {
    categoryNotFound: 'Category not found',
    productNotFound: errorMessages.en.productNotAvailable,
    invalidParameter: (name) => `Invalid value for the parameter "${name}"`,
  },
};
