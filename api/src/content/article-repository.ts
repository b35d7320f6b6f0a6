import {
  articlePath,
  ARTICLES_PAGE_SIZE,
  isArticleSlug,
  LOCALES,
  type Article,
  type ArticleKind,
  type ArticleListPage,
  type ArticleSummary,
  type Locale,
} from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fillTexts, seoOf } from './content-texts';

type Db = Kysely<Database>;

const summaryColumns = [
  'article.id',
  'article.kind',
  'article.image_url',
  'article.image_width',
  'article.image_height',
  'text.slug',
  'text.title',
  'text.summary',
  'text.image_alt',
  sql<string>`to_char(article.published_on, 'YYYY-MM-DD')`.as('published_on'),
] as const;

interface SummaryRow {
  id: string;
  kind: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  slug: string;
  title: string;
  summary: string;
  image_alt: string;
  published_on: string;
}

function summaryOf(row: SummaryRow, kind: ArticleKind, locale: Locale): ArticleSummary {
  return fillTexts(
    {
      kind,
      id: row.id,
      locale,
      slug: row.slug,
      path: articlePath(kind, locale, row.slug),
      title: row.title,
      summary: row.summary,
      publishedOn: row.published_on,
      image:
        row.image_url !== null && row.image_width !== null && row.image_height !== null
          ? {
              url: row.image_url,
              width: row.image_width,
              height: row.image_height,
              alt: row.image_alt,
            }
          : null,
    },
    locale,
  );
}

/**
 * A page of the articles of `kind` published in `locale`, newest first; a page past the last is
 * answered empty with the real page count, so the caller can tell it from an empty section.
 */
export async function listArticles(
  db: Db,
  kind: ArticleKind,
  locale: Locale,
  page: number,
  pageSize = ARTICLES_PAGE_SIZE,
): Promise<ArticleListPage> {
  const base = db
    .selectFrom('articles as article')
    .innerJoin('article_texts as text', (join) =>
      join.onRef('text.article_id', '=', 'article.id').on('text.locale', '=', locale),
    )
    .where('article.kind', '=', kind);
  const [rows, count] = await Promise.all([
    base
      .select(summaryColumns)
      .orderBy('article.published_on', 'desc')
      .orderBy('article.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    kind,
    locale,
    items: rows.map((row) => summaryOf(row, kind, locale)),
    page,
    pageSize,
    pageCount: Math.ceil(count.total / pageSize),
    total: count.total,
  };
}

/**
 * The article of `kind` whose slug in `locale` is `slug`, with its path in every language it is
 * published in (each with its own slug), or null when that section has no such slug there.
 */
export async function findArticle(
  db: Db,
  kind: ArticleKind,
  locale: Locale,
  slug: string,
): Promise<Article | null> {
  if (!isArticleSlug(slug)) return null;
  const row = await db
    .selectFrom('articles as article')
    .innerJoin('article_texts as text', 'text.article_id', 'article.id')
    .select([
      ...summaryColumns,
      'text.body',
      'text.meta_title',
      'text.meta_description',
      'text.keywords',
      'text.share_image_url',
      'text.microdata',
    ])
    .where('article.kind', '=', kind)
    .where('text.locale', '=', locale)
    .where('text.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;

  const slugs = await db
    .selectFrom('article_texts')
    .select(['locale', 'slug'])
    .where('article_id', '=', row.id)
    .execute();
  const alternates: Partial<Record<Locale, string>> = {};
  for (const other of LOCALES) {
    const text = slugs.find((candidate) => candidate.locale === other);
    if (text) alternates[other] = articlePath(kind, other, text.slug);
  }

  return {
    ...summaryOf(row, kind, locale),
    body: fillTexts(row.body, locale),
    seo: seoOf(row, locale),
    alternates,
  };
}
