import type { ShopDatabase } from '../../src/db/database';

/** Rewrites the first Italian top-bar message, as an editor would in the database. */
export async function setFirstItalianMessage(database: ShopDatabase, text: string): Promise<void> {
  await database.db
    .updateTable('global_messages')
    .set({ text })
    .where('locale', '=', 'it')
    .where('position', '=', 0)
    .execute();
}
