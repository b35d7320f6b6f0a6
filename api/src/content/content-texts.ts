import type { Locale, PageSeo } from '@shop/shared/contracts';
import { fillBusinessTerms } from '@shop/shared/format';

/**
 * `value` with the business-term placeholders (`{{freeShippingThreshold}}`…) of every string in it
 * filled for `locale`, so content states spec §9's figures from `business-terms.ts` at the moment
 * it is read, never as numbers copied into the database.
 */
export function fillTexts<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return fillBusinessTerms(value, locale) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTexts(item, locale)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTexts(item, locale)]),
    ) as T;
  }
  return value;
}

/** The SEO columns of a content page or an article as the spec's `PageSeo`, terms filled in. */
export function seoOf(
  row: {
    meta_title: string;
    meta_description: string;
    keywords: string[];
    share_image_url: string | null;
    microdata: Record<string, unknown> | null;
  },
  locale: Locale,
): PageSeo {
  const seo: PageSeo = {
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    keywords: row.keywords,
    shareImage: row.share_image_url === null ? null : { image: { url: row.share_image_url } },
  };
  if (row.microdata) seo.microdata = row.microdata;
  return fillTexts(seo, locale);
}
