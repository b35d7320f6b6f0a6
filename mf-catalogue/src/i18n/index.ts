import { addNamespace } from '@shop/shared';
import { en } from './en';
import { it } from './it';
import { CATALOGUE_NAMESPACE } from './namespace';
import { registerTileTexts } from './tile-texts';

export { CATALOGUE_NAMESPACE } from './namespace';

/** Registers this remote's texts in the page-wide i18next instance; safe to call more than once. */
export function registerCatalogueTexts(): void {
  registerTileTexts();
  addNamespace(CATALOGUE_NAMESPACE, { it, en });
}
