import { addNamespace } from '@shop/shared';
import { en } from './en';
import { it } from './it';

export const CONTENT_NAMESPACE = 'content';

/** Registers this remote's texts in the page-wide i18next instance; safe to call more than once. */
export function registerContentTexts(): void {
  addNamespace(CONTENT_NAMESPACE, { it, en });
}
