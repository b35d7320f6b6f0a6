import { addNamespace } from '@shop/shared';
import { en } from './en';
import { it } from './it';

export const CATALOGUE_NAMESPACE = 'catalogue';

/** Registers this remote's texts in the page-wide i18next instance; safe to call more than once. */
export function registerCatalogueTexts(): void {
  addNamespace(CATALOGUE_NAMESPACE, { it, en });
}
