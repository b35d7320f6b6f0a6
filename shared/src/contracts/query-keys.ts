import type { Locale } from './locale';

/**
 * TanStack Query keys of the data a page's first render reads. The server inlines that data under
 * these very keys, so a component finds it in the cache and asks the API for nothing.
 */
export const categoriesQueryKey = (locale: Locale) => ['categories', locale] as const;

/** The global settings (top message bar) of a locale. */
export const settingsQueryKey = (locale: Locale) => ['settings', locale] as const;

/** A generic content page of a locale, by the id in its URL (an alias keeps its own key). */
export const contentPageQueryKey = (locale: Locale, id: string) =>
  ['content-page', locale, id] as const;
