import type { CategoryNode, GlobalSettings, Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import { listCategories } from '../catalogue/category-repository';
import { buildCategoryTree } from '../catalogue/category-tree';
import { findGlobalSettings } from '../content/settings-repository';
import type { Database } from '../db/schema';
import { TtlCache } from './ttl-cache';

/**
 * What every page's frame shows: the header's category tree and the top bar's settings. Every
 * page and every first visit asks for them, and they change rarely (by seeding or an operator), so
 * they are read through a short cache: one database read per locale per `maxAgeMs` however many
 * requests arrive. Each server keeps its own; another server's change shows here within
 * `maxAgeMs`, which is why it is short.
 */
export interface FrameData {
  categoryTree(locale: Locale): Promise<CategoryNode[]>;
  settings(locale: Locale): Promise<GlobalSettings | null>;
}

export function createFrameData(
  db: Kysely<Database>,
  { maxAgeMs }: { maxAgeMs: number },
): FrameData {
  const trees = new TtlCache<Locale, CategoryNode[]>(maxAgeMs);
  const settings = new TtlCache<Locale, GlobalSettings | null>(maxAgeMs);
  return {
    categoryTree: (locale) =>
      trees.get(locale, async () => buildCategoryTree(await listCategories(db), locale)),
    settings: (locale) => settings.get(locale, () => findGlobalSettings(db, locale)),
  };
}
