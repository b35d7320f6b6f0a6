import { sql, type Kysely } from 'kysely';

/** Global settings per locale: the top message bar's colours and its messages with their links. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('locale', 'text', (col) => col.primaryKey().check(sql`locale in ('it', 'en')`))
    .addColumn('global_messages_background', 'text', (col) => col.notNull())
    .addColumn('global_messages_color', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('global_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('locale', 'text', (col) =>
      col.notNull().references('site_settings.locale').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('link_label', 'text')
    .addColumn('link_url', 'text')
    .addUniqueConstraint('global_messages_locale_position_key', ['locale', 'position'])
    // A link has both a label and a URL, or neither.
    .addCheckConstraint(
      'global_messages_link_complete',
      sql`(link_label is null) = (link_url is null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('global_messages').execute();
  await db.schema.dropTable('site_settings').execute();
}
