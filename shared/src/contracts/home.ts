import type { Locale } from './locale';

/**
 * The home page's featured categories (spec §2: /categories/Uomo and /categories/Donna in
 * Italian, /categories/Men and /categories/Women in English), by department.
 */
export const HOME_CATEGORIES: Record<Locale, { women: string; men: string }> = {
  it: { women: 'Donna', men: 'Uomo' },
  en: { women: 'Women', men: 'Men' },
};

/** The category whose newest products the home page's carousel shows (its first listing page). */
export const homeCarouselCategory = (locale: Locale): string => HOME_CATEGORIES[locale].women;

/** How many products the carousel shows. */
export const HOME_CAROUSEL_SIZE = 8;
