import { DEFAULT_LOCALE, type Locale } from './locale';
import type { PageSeo } from './page-seo';

/**
 * The three kinds of editorial article (spec §1): news posts (the blog), care-guide pages (one
 * per fabric) and the stories of the brand section. Each has a slug of its own in every language
 * (spec §3 "localizations"), so the language switch lands on the same article.
 */
export const ARTICLE_KINDS = ['blog', 'care-guide', 'brand'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export function isArticleKind(value: unknown): value is ArticleKind {
  return typeof value === 'string' && (ARTICLE_KINDS as readonly string[]).includes(value);
}

/** The shape of an article slug: lower-case words joined by single hyphens, like a page id. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MAX_LENGTH = 96;

/** Whether `value` has the shape of an article slug (it may still name no article). */
export function isArticleSlug(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= ARTICLE_SLUG_MAX_LENGTH &&
    ARTICLE_SLUG_PATTERN.test(value)
  );
}

/** Articles per page of a list (`/blog?page=2`). */
export const ARTICLES_PAGE_SIZE = 3;

/** The section root of each kind below the locale prefix. */
const SECTION: Record<ArticleKind, Record<Locale, string>> = {
  blog: { it: 'blog', en: 'blog' },
  'care-guide': { it: 'curadelcapo', en: 'careguide' },
  brand: { it: 'brand', en: 'brand' },
};

const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The list of a kind in `locale`: `/blog`, `/curadelcapo`, `/en/careguide`, `/en/brand`. */
export function articleListPath(kind: ArticleKind, locale: Locale, page = 1): string {
  const path = `${prefixOf(locale)}/${SECTION[kind][locale]}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** An article in `locale`: `/blog/{slug}`, `/curadelcapo/{slug}`, `/en/careguide/{slug}`. */
export function articlePath(kind: ArticleKind, locale: Locale, slug: string): string {
  return `${articleListPath(kind, locale)}/${encodeURIComponent(slug)}`;
}

/** A picture of an article, with its size so the page reserves its space before it loads. */
export interface ArticleImage {
  url: string;
  width: number;
  height: number;
  /** Text alternative, in the article's language. */
  alt: string;
}

/** An article as a list shows it. */
export interface ArticleSummary {
  kind: ArticleKind;
  /** The article's id, the same in every language. */
  id: string;
  locale: Locale;
  /** The slug in `locale`. */
  slug: string;
  /** `articlePath(kind, locale, slug)`. */
  path: string;
  title: string;
  /** One or two sentences, plain text. */
  summary: string;
  /** Day of publication, `YYYY-MM-DD`. */
  publishedOn: string;
  image: ArticleImage | null;
}

/**
 * One article in one language, as `GET /api/articles/:kind/:slug?lang=` answers it and the server
 * inlines it under `articleQueryKey(locale, kind, slug)`.
 */
export interface Article extends ArticleSummary {
  /**
   * The text as blocks of a small Markdown subset, in reading order: a block starting with "## " or
   * "### " is a heading, one whose lines all start with "- " a list, anything else a paragraph
   * where `**strong**` and `[label](/path)` may appear.
   */
  body: string[];
  seo: PageSeo;
  /** The article's path in each language it is published in (its own slug in each). */
  alternates: Partial<Record<Locale, string>>;
}

/** A page of a list, `GET /api/articles/:kind?lang=&page=`, newest first. */
export interface ArticleListPage {
  kind: ArticleKind;
  locale: Locale;
  items: ArticleSummary[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** 0 when the kind has no article in `locale`. */
  pageCount: number;
  total: number;
}
