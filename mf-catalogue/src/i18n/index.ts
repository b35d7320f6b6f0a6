import { addNamespace } from '@shop/shared';

export const CATALOGUE_NAMESPACE = 'catalogue';

const it = {
  category: {
    subcategories: 'Sottocategorie',
    breadcrumb: 'Percorso',
    home: 'Home',
    loading: 'Caricamento della categoria',
    error: 'Non è stato possibile caricare la categoria.',
  },
};

const en: typeof it = {
  category: {
    subcategories: 'Subcategories',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    loading: 'Loading the category',
    error: 'The category could not be loaded.',
  },
};

/** Registers this remote's texts in the page-wide i18next instance; safe to call more than once. */
export function registerCatalogueTexts(): void {
  addNamespace(CATALOGUE_NAMESPACE, { it, en });
}
