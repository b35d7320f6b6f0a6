import {
  contentPagePath,
  isContentPageId,
  LOCALES,
  type ContentPage,
  type Locale,
} from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fillTexts, seoOf } from './content-texts';

/**
 * The content page `id` (or one of its aliases) in `locale`, or null when no page answers to that
 * id in that locale. The API's `GET /api/pages/:id` and the server's page renderer both call it.
 */
export async function findContentPage(
  db: Kysely<Database>,
  id: string,
  locale: Locale,
): Promise<ContentPage | null> {
  if (!isContentPageId(id)) return null;
  const row = await db
    .selectFrom('content_page_texts as text')
    .select([
      'text.page_id',
      'text.title',
      'text.body',
      'text.meta_title',
      'text.meta_description',
      'text.keywords',
      'text.share_image_url',
      'text.microdata',
      sql<string[]>`array(
        select other.locale from content_page_texts as other
        where other.page_id = text.page_id
      )`.as('locales'),
    ])
    .where('text.locale', '=', locale)
    .where('text.page_id', '=', (eb) =>
      // A page id wins over an alias of the same spelling.
      eb.fn.coalesce(
        eb
          .selectFrom('content_pages')
          .select('content_pages.id')
          .where('content_pages.id', '=', id),
        eb
          .selectFrom('content_page_aliases')
          .select('content_page_aliases.page_id')
          .where('content_page_aliases.alias', '=', id),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;

  return {
    id: row.page_id,
    locale,
    title: fillTexts(row.title, locale),
    body: fillTexts(row.body, locale),
    seo: seoOf(row, locale),
    alternates: Object.fromEntries(
      LOCALES.filter((other) => row.locales.includes(other)).map((other) => [
        other,
        contentPagePath(other, row.page_id),
      ]),
    ),
  };
}
