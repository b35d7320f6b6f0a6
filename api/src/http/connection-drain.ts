import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contracts';
import { errorBody } from './error-handling';
import { requestLocale } from './request-locale';

/** Seconds a client should wait before trying again (another server, or this one restarted). */
const RETRY_AFTER_SECONDS = 5;
/**
 * A stopping server closes once no connection is busy and no request has arrived for QUIET_MS,
 * or after QUIET_MAX_MS of clients that never stop coming.
 */
const QUIET_MS = 500;
const QUIET_MAX_MS = 10_000;
const QUIET_POLL_MS = 50;
/** A connection that has sent nothing for this long is a browser's preconnect, safe to close. */
const UNREAD_GRACE_MS = 1_000;

export const shuttingDownMessages: Record<Locale, string> = {
  it: 'Questo server si sta fermando. Riprova tra qualche istante.',
  en: 'This server is shutting down. Please try again in a moment.',
};

/**
 * A server's way out on SIGTERM, in three steps, so that no client sees a connection reset and no
 * write is cut off half-way:
 * 1. draining: readiness fails (a load balancer stops sending), requests are still served, and
 *    every answer closes its connection;
 * 2. refusing: new requests get 503 with Retry-After (nothing is half-done), until no connection
 *    is busy and none has come for a moment;
 * 3. the caller closes the listener, lets anything still in flight finish, and closes the
 *    database.
 *
 * "Busy" counts a connection from the moment it is accepted until its answer is sent, not only
 * while a request is being handled: a connection accepted but not yet read (the event loop had
 * other work) is closed unread by the listener's close, and its client would see a reset.
 */
export class ServerLifecycle {
  private state: 'running' | 'draining' | 'refusing' = 'running';
  private lastRequestAt = 0;
  /** Connections accepted and not yet asked anything, with when they were accepted. */
  private readonly unread = new Map<Socket, number>();
  /** Connections with a request whose answer is not sent yet. */
  private readonly serving = new Set<Socket>();

  get stopping(): boolean {
    return this.state !== 'running';
  }

  /** Installs the hooks on `app`; call once, before its routes. */
  attach(app: FastifyInstance): void {
    this.trackBusyConnections(app);
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
    while (!this.quiet() && Date.now() - started < QUIET_MAX_MS) {
      await sleep(QUIET_POLL_MS);
    }
  }

  private quiet(): boolean {
    const now = Date.now();
    if (this.serving.size > 0 || now - this.lastRequestAt < QUIET_MS) return false;
    for (const acceptedAt of this.unread.values()) {
      if (now - acceptedAt < UNREAD_GRACE_MS) return false;
    }
    return true;
  }

  private trackBusyConnections(app: FastifyInstance): void {
    app.server.on('connection', (socket: Socket) => {
      this.unread.set(socket, Date.now());
      socket.once('close', () => {
        this.unread.delete(socket);
        this.serving.delete(socket);
      });
    });
    app.server.on('request', (request, response) => {
      const socket = request.socket;
      this.unread.delete(socket);
      this.serving.add(socket);
      response.once('close', () => this.serving.delete(socket));
    });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
