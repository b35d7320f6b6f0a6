import { LOCALES } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeedArticle } from './articles-data';

/** Writes articles with their texts in every locale they have. */
export async function insertArticles(
  db: Kysely<Database>,
  articles: readonly SeedArticle[],
): Promise<void> {
  if (articles.length === 0) return;
  await db
    .insertInto('articles')
    .values(
      articles.map((article) => ({
        id: article.id,
        kind: article.kind,
        published_on: article.publishedOn,
        image_url: article.image?.url ?? null,
        image_width: article.image?.width ?? null,
        image_height: article.image?.height ?? null,
      })),
    )
    .execute();
  const texts = articles.flatMap((article) =>
    LOCALES.flatMap((locale) => {
      const text = article.texts[locale];
      if (!text) return [];
      return [
        {
          article_id: article.id,
          locale,
          kind: article.kind,
          slug: text.slug,
          title: text.title,
          summary: text.summary,
          image_alt: text.imageAlt,
          body: text.body,
          meta_title: text.seo.metaTitle,
          meta_description: text.seo.metaDescription,
          keywords: text.seo.keywords,
          share_image_url: text.seo.shareImage?.image.url ?? null,
          microdata: text.seo.microdata ? JSON.stringify(text.seo.microdata) : null,
        },
      ];
    }),
  );
  await db.insertInto('article_texts').values(texts).execute();
}
