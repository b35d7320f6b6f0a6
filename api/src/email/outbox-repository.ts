import { isLocale, type Locale } from '@shop/shared/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, EmailOutboxTable } from '../db/schema';
import type { EmailMessage, OutboxEmail } from './email-message';

/**
 * Writes an e-mail to the outbox inside the caller's transaction, so it exists if and only if the
 * change that causes it is committed (DESIGN decision 10). Takes a transaction, not the database,
 * so that a caller cannot write it outside one by mistake.
 */
export async function enqueueEmail(
  trx: Transaction<Database>,
  message: EmailMessage,
): Promise<void> {
  await trx
    .insertInto('email_outbox')
    .values({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      kind: message.kind,
      language: message.language,
      headers: message.headers ? JSON.stringify(message.headers) : null,
    })
    .execute();
}

export interface ClaimOptions {
  batchSize: number;
  /** How long a claimed message is kept from other senders; then it is due again (a crash mid-send). */
  leaseMs: number;
}

/**
 * Takes up to `batchSize` due messages for this sender: counts the attempt and moves their next
 * attempt past the lease, in one statement. `for update skip locked` lets several API servers on
 * one PostgreSQL claim at once without waiting on, or taking, each other's rows. The statement
 * commits at once, so no transaction stays open while mail is sent (PGlite has one connection).
 */
export async function claimDueEmails(
  db: Kysely<Database>,
  { batchSize, leaseMs }: ClaimOptions,
): Promise<OutboxEmail[]> {
  const { rows } = await sql<Selectable<EmailOutboxTable>>`
    update email_outbox
    set attempts = attempts + 1,
        next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from email_outbox
      where next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${batchSize}
      for update skip locked
    )
    returning *`.execute(db);
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      kind: row.kind,
      language: toLocale(row.language),
      ...(row.headers && { headers: row.headers }),
      attempts: row.attempts,
    }));
}

export async function markEmailSent(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ sent_at: sql<Date>`now()`, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt; `retryInMs` null gives the message up. */
export async function markEmailFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      last_error: error,
      next_attempt_at:
        retryInMs === null ? null : sql<Date>`now() + ${retryInMs} * interval '1 millisecond'`,
    })
    .where('id', '=', id)
    .execute();
}

export type OutboxRow = Selectable<EmailOutboxTable>;

/** The newest messages first, sent or not. */
export function latestEmails(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

function toLocale(value: string): Locale {
  // The column's check constraint allows only the shop's locales.
  return isLocale(value) ? value : 'it';
}
