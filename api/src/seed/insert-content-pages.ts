import { LOCALES } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeedContentPage } from './content-pages-data';

/** Writes content pages with their aliases and their texts in every locale they have. */
export async function insertContentPages(
  db: Kysely<Database>,
  pages: readonly SeedContentPage[],
): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insertInto('content_pages')
    .values(pages.map((page) => ({ id: page.id })))
    .execute();

  const aliases = pages.flatMap((page) =>
    page.aliases.map((alias) => ({ alias, page_id: page.id })),
  );
  if (aliases.length > 0) await db.insertInto('content_page_aliases').values(aliases).execute();

  const texts = pages.flatMap((page) =>
    LOCALES.flatMap((locale) => {
      const text = page.texts[locale];
      if (!text) return [];
      return [
        {
          page_id: page.id,
          locale,
          title: text.title,
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
  await db.insertInto('content_page_texts').values(texts).execute();
}
