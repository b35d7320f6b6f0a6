import type { Kysely } from 'kysely';
import type { CategoryRow } from '../db/schema';
import type { Database } from '../db/schema';

export function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
}
