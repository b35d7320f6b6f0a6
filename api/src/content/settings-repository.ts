import type { GlobalSettings, Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The global settings of one locale, or null when none were published for it. */
export async function findGlobalSettings(
  db: Kysely<Database>,
  locale: Locale,
): Promise<GlobalSettings | null> {
  const settings = await db
    .selectFrom('site_settings')
    .selectAll()
    .where('locale', '=', locale)
    .executeTakeFirst();
  if (!settings) return null;

  const messages = await db
    .selectFrom('global_messages')
    .select(['text', 'link_label', 'link_url'])
    .where('locale', '=', locale)
    .orderBy('position')
    .execute();

  return {
    globalMessages: messages.map((message) => message.text),
    globalMessagesBackground: settings.global_messages_background,
    globalMessagesColor: settings.global_messages_color,
    globalMessagesLink: messages.map((message) =>
      message.link_label !== null && message.link_url !== null
        ? { label: message.link_label, url: message.link_url }
        : null,
    ),
  };
}
