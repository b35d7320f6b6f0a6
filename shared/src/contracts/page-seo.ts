import type { Locale } from './locale';
import type { PageMetaInput } from './page-meta';

/** Structured data of a page (a schema.org object), written into the head as JSON-LD. */
export type StructuredData = Record<string, unknown>;

/** An image shown when a page is shared (Open Graph); nested as the spec's `shareImage.image.url`. */
export interface ShareImage {
  image: {
    /** Absolute, or root-relative on the store's origin. */
    url: string;
  };
}

/**
 * The SEO data of one page in one language (spec §3 "Page SEO"). Content pages carry it today;
 * categories and products will answer the same shape, so the shell and the server turn any of
 * them into head tags the same way.
 */
export interface PageSeo {
  /** The document title without the shop's name, which the shell appends ("… | Aurelia"). */
  metaTitle: string;
  /** The meta description and Open Graph description: one or two sentences, plain text. */
  metaDescription: string;
  /** Meta keywords, most important first; may be empty. */
  keywords: string[];
  /** `null` when the page has no image of its own: the shell then shares the brand image. */
  shareImage: ShareImage | null;
  /** schema.org structured data of the page, when it has any (FAQPage, ContactPage…). */
  microdata?: StructuredData;
}

/**
 * The page data a page publishes (`usePageMeta`) from its SEO, so every kind of page turns
 * `PageSeo` into head tags the same way. Without React: the server can call it too.
 */
export function pageMetaFromSeo(
  seo: PageSeo,
  alternates?: Partial<Record<Locale, string>>,
): PageMetaInput {
  const meta: PageMetaInput = { title: seo.metaTitle, description: seo.metaDescription };
  if (seo.keywords.length > 0) meta.keywords = seo.keywords;
  if (alternates) meta.alternates = alternates;
  if (seo.shareImage) meta.image = seo.shareImage.image.url;
  if (seo.microdata) meta.jsonLd = seo.microdata;
  return meta;
}
