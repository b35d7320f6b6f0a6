import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** The outbox rows for one recipient, oldest first. */
export function outboxFor(db: Kysely<Database>, recipient: string) {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

/** The token of the confirmation link in an e-mail's text. */
export function confirmationToken(text: string): string {
  const token = /[?&]confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No confirmation link in:\n${text}`);
  return token;
}

/** The token of the password-reset link (`/login/reset?token=…`) in an e-mail's text. */
export function resetToken(text: string): string {
  const token = /\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No reset link in:\n${text}`);
  return token;
}
