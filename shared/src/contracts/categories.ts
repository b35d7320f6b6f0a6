import type { Locale } from './locale';

/** One node of the main navigation, as answered by `GET /api/categories?lang=`. */
export interface CategoryNode {
  /** Stable id, the same in every language. */
  id: string;
  /** Localized display name, e.g. "Uomo" or "Men". */
  name: string;
  /** Localized path below `/categories/`, e.g. "Uomo/Camicie" or "Men/Shirts". */
  path: string;
  /** Paths of the same category in every language, for the language switch. */
  paths: Record<Locale, string>;
  children: CategoryNode[];
}

export interface CategoriesResponse {
  locale: Locale;
  categories: CategoryNode[];
}
