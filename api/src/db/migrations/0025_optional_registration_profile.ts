import { sql, type Kysely } from 'kysely';

/**
 * Gender and collection interest are optional at registration ("prefer not to say", issue 28):
 * a registration waiting for its e-mailed link may hold neither. Customers' columns already allow
 * null (0021, social logins), so existing customers are unaffected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['gender', 'interest']) {
    await db.schema
      .alterTable('pending_registrations')
      .alterColumn(column, (col) => col.dropNotNull())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A waiting registration without them cannot be kept: its shopper registers again.
  await sql`delete from pending_registrations where gender is null or interest is null`.execute(db);
  for (const column of ['gender', 'interest']) {
    await db.schema
      .alterTable('pending_registrations')
      .alterColumn(column, (col) => col.setNotNull())
      .execute();
  }
}
