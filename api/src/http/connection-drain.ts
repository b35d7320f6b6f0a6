import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contracts';
import { errorBody } from './error-handling';
import { requestLocale } from './request-locale';

/** Seconds a client should wait before trying again (another server, or this one restarted). */
const RETRY_AFTER_SECONDS = 5;
/** A stopping server closes once no request has arrived for this long (at most QUIET_MAX_MS). */
const QUIET_MS = 250;
const QUIET_MAX_MS = 3_000;

export const shuttingDownMessages: Record<Locale, string> = {
  it: 'Questo server si sta fermando. Riprova tra qualche istante.',
  en: 'This server is shutting down. Please try again in a moment.',
};

/**
 * A server's way out on SIGTERM, in three steps, so that no client sees a connection reset and no
 * write is cut off half-way:
 * 1. draining: readiness fails (a load balancer stops sending), requests are still served, and
 *    every answer closes its connection;
 * 2. refusing: new requests get 503 with Retry-After (nothing is half-done), until none has come
 *    for a moment;
 * 3. the caller closes the listener (no request is waiting on a new connection any more), lets the
 *    requests in flight finish, and closes the database.
 */
export class ServerLifecycle {
  private state: 'running' | 'draining' | 'refusing' = 'running';
  private lastRequestAt = 0;

  get stopping(): boolean {
    return this.state !== 'running';
  }

  /** Installs the hooks on `app`; call once, before its routes. */
  attach(app: FastifyInstance): void {
    app.addHook('onRequest', async (request, reply) => {
      this.lastRequestAt = Date.now();
      if (this.state !== 'refusing') return;
      await reply
        .code(503)
        .header('Connection', 'close')
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(shuttingDownMessages[requestLocale(request)]));
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (this.state !== 'running') reply.header('Connection', 'close');
      return payload;
    });
  }

  /** Steps 1 and 2: resolves when the listener can close without cutting anyone off. */
  async drain(drainMs: number): Promise<void> {
    this.state = 'draining';
    await sleep(drainMs);
    this.state = 'refusing';
    const started = Date.now();
    while (Date.now() - this.lastRequestAt < QUIET_MS && Date.now() - started < QUIET_MAX_MS) {
      await sleep(QUIET_MS / 5);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
