import type { Locale } from '@shop/shared/contracts';

/** An e-mail as a feature writes it to the outbox. */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain-text body; every e-mail has one, for clients that show no HTML. */
  text: string;
  html: string;
  /** What it is for, e.g. "newsletter-confirmation"; for reading the outbox and for metrics. */
  kind: string;
  language: Locale;
  /** Headers beyond From, To and Subject, e.g. `List-Unsubscribe` on newsletter e-mails. */
  headers?: Record<string, string>;
}

/** A message claimed from the outbox, ready to hand to a transport. */
export interface OutboxEmail extends EmailMessage {
  id: number;
  /** Including the attempt in progress. */
  attempts: number;
}
