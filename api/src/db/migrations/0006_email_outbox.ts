import { sql, type Kysely } from 'kysely';

/**
 * The e-mail outbox (DESIGN decision 10): every e-mail is written here in the transaction of the
 * change that causes it, and the sender delivers it. `next_attempt_at` is when the sender may
 * take the message next; null once it is sent or given up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.defaultTo(sql`now()`))
    .execute();
  // The sender's query: what is due, oldest first. Sent and abandoned rows stay out of the index.
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .column('next_attempt_at')
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
}
