import type { Kysely } from 'kysely';
import { createCategoryTreeCache, type CategoryTreeSource } from '../catalogue';
import { createSettingsCache, type SettingsSource } from '../content';
import type { Database } from '../db/schema';

/**
 * What every page's frame shows: the header's category tree and the top bar's settings. Every
 * page and every first visit asks for them, and they change rarely (by seeding or an operator), so
 * they are read through a short cache: one database read per locale per `maxAgeMs` however many
 * requests arrive. Each server keeps its own; another server's change shows here within
 * `maxAgeMs`, which is why it is short. The catalogue and content domains own their halves; the
 * page server and their routes share one cache of each.
 */
export type FrameData = CategoryTreeSource & SettingsSource;

export function createFrameData(db: Kysely<Database>, options: { maxAgeMs: number }): FrameData {
  return { ...createCategoryTreeCache(db, options), ...createSettingsCache(db, options) };
}
