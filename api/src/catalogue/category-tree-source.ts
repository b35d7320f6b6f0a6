import type { CategoryNode, Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/schema';
import { listCategories } from './category-repository';
import { buildCategoryTree } from './category-tree';

/** The category tree in a locale, as every page's header and the catalogue's routes read it. */
export interface CategoryTreeSource {
  categoryTree(locale: Locale): Promise<CategoryNode[]>;
}

/**
 * The category tree through a short cache: one database read per locale per `maxAgeMs` however
 * many requests arrive (see `createFrameData`, which shares it with the page server).
 */
export function createCategoryTreeCache(
  db: Kysely<Database>,
  { maxAgeMs }: { maxAgeMs: number },
): CategoryTreeSource {
  const trees = new TtlCache<Locale, CategoryNode[]>(maxAgeMs);
  return {
    categoryTree: (locale) =>
      trees.get(locale, async () => buildCategoryTree(await listCategories(db), locale)),
  };
}
