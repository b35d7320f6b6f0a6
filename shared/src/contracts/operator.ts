import type { Locale } from './locale';

/** One message of the e-mail outbox, as `GET /api/operator/outbox` shows it to an operator. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is for, e.g. "newsletter-confirmation". */
  kind: string;
  language: Locale;
  /** ISO 8601 instants. */
  createdAt: string;
  /** Null while not sent (no SMTP server configured, waiting for a retry, or given up). */
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** When the sender tries next; null once sent or given up. */
  nextAttemptAt: string | null;
}

/** `GET /api/operator/outbox?limit=N` (operator token required): the newest messages first. */
export interface OperatorOutboxResponse {
  messages: OutboxMessage[];
}
