import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { startPeriodicTask } from '../jobs/periodic-task';
import type { EmailTransport } from './email-transport';
import { claimDueEmails, markEmailFailed, markEmailSent } from './outbox-repository';

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all; after the last failure the message is given up. */
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
};

export interface EmailSenderOptions {
  db: Kysely<Database>;
  transport: EmailTransport;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  retry?: RetryPolicy;
  batchSize?: number;
  /** How long a claimed message stays this sender's; longer than any SMTP timeout. */
  leaseMs?: number;
}

export interface EmailSender {
  /** Sends every message that is due now (also what each poll does). */
  sendDue(): Promise<void>;
  /** Stops polling, lets the batch under way finish, and closes the transport. */
  stop(): Promise<void>;
}

/**
 * The one sender of the outbox (DESIGN decision 10). Each poll claims due messages in batches and
 * sends them one by one; a failure is recorded on the message and retried with exponential
 * backoff. Delivery is at least once: a server that dies mid-send leaves the message to be sent
 * again when its lease ends.
 */
export function startEmailSender({
  db,
  transport,
  log,
  pollIntervalMs,
  retry = DEFAULT_RETRY_POLICY,
  batchSize = 20,
  leaseMs = 300_000,
}: EmailSenderOptions): EmailSender {
  let stopping = false;

  const sendBatches = async () => {
    while (!stopping) {
      const batch = await claimDueEmails(db, { batchSize, leaseMs });
      for (const email of batch) {
        try {
          await transport.send(email);
          await markEmailSent(db, email.id);
          log.info({ emailId: email.id, kind: email.kind }, 'e-mail sent');
        } catch (err) {
          const retryInMs =
            email.attempts >= retry.maxAttempts ? null : backoff(retry, email.attempts);
          await markEmailFailed(db, email.id, describe(err), retryInMs);
          log.warn(
            { err, emailId: email.id, attempts: email.attempts, retryInMs },
            'e-mail not sent',
          );
        }
      }
      if (batch.length < batchSize) return;
    }
  };

  const task = startPeriodicTask({
    name: 'email-sender',
    intervalMs: pollIntervalMs,
    run: sendBatches,
    log,
  });
  return {
    sendDue: task.runNow,
    async stop() {
      stopping = true;
      await task.stop();
      transport.close();
    },
  };
}

/** The wait before the next attempt, after `attempts` failed ones. */
export function backoff(retry: RetryPolicy, attempts: number): number {
  return Math.min(retry.firstDelayMs * 2 ** Math.max(0, attempts - 1), retry.maxDelayMs);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}
