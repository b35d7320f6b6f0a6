import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { buildCdnApp } from './cdn/cdn-app';
import type { AppConfig } from './config';
import { ServerLifecycle } from './http/connection-drain';

export { loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { startEmailSender } from './email/email-sender';
import { createSmtpTransport } from './email/email-transport';
import { startPeriodicTask } from './jobs/periodic-task';
import { provisionOperatorToken } from './operator/operator-token';
import { pruneRateLimits } from './rate-limit/rate-limit';
import { pruneExpiredAuthRecords } from './account';
import { expireReservations, pruneIdempotencyKeys, settleUnstartedPayments } from './checkout';
import { pruneCatalogueChanges } from './catalogue/listing/catalogue-changes';
import { claimStateFolder } from './state/state-folder';

const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;
/**
 * How often unpaid orders past their reservation are cancelled and their stock given back, and
 * payments that never started (their server stopped after the order's commit) are settled failed.
 */
const ORDER_RESERVATION_CHECK_MS = 60_000;

export interface ServerUrls {
  /** Where the shop server actually listens (PORT 0 picks a free port). */
  app: string;
  /** Where the remotes' static server actually listens. */
  cdn: string;
  /** The configured public origins of the two stores. */
  storeIt: string;
  storeIntl: string;
}

export interface RunningServers {
  urls: ServerUrls;
  app: FastifyInstance;
  cdn: FastifyInstance;
  /**
   * Drains the shop's connections (`ServerLifecycle`: `shutdownDrainMs` of answering while each
   * answer closes its connection, then 503 until quiet), stops accepting connections, finishes
   * requests in flight, stops the background work (letting an e-mail being sent finish), then
   * closes the database.
   */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds an empty shop, and starts the shop and CDN servers, the
 * e-mail sender (when SMTP_URL is set) and the pruning of rate-limit counters.
 */
export async function startServers(config: AppConfig): Promise<RunningServers> {
  const stateFolder = await claimStateFolder(config);
  const database = await createDatabase(config.database).catch(async (error: unknown) => {
    await stateFolder.release();
    throw error;
  });
  const started: FastifyInstance[] = [];
  const background: { stop(): Promise<void> }[] = [];
  let disposeOperatorToken = () => {};
  let closing: Promise<void> | null = null;
  const lifecycle = new ServerLifecycle();
  const close = () => {
    closing ??= (async () => {
      if (started.length > 0) await lifecycle.drain(config.shutdownDrainMs);
      // The listener closes first, while the drain's quiet holds; a client coming later is refused.
      await Promise.allSettled(started.map((server) => server.close()));
      await Promise.allSettled(background.map((task) => task.stop()));
      disposeOperatorToken();
      await database.destroy();
      await stateFolder.release();
    })();
    return closing;
  };

  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db);
    const operatorToken = provisionOperatorToken(config.operator);
    disposeOperatorToken = operatorToken.dispose;
    const app = await buildApp({
      config,
      database,
      operatorToken: operatorToken.token,
      lifecycle,
    });
    started.push(app);
    const cdn = await buildCdnApp(config);
    started.push(cdn);
    await app.listen({ port: config.port, host: config.host });
    await cdn.listen({ port: config.cdnPort, host: config.host });
    stateFolder.recordListening(listeningPort(app));

    const { db } = database;
    const log = app.log;
    if (stateFolder.moved.length > 0) {
      log.info({ moved: stateFolder.moved }, 'files moved into the state folder');
    }
    if (config.email.smtpUrl) {
      const transport = createSmtpTransport(config.email.smtpUrl, config.email.from);
      background.push(
        startEmailSender({ db, transport, log, pollIntervalMs: config.email.pollIntervalMs }),
      );
    } else {
      log.info('SMTP_URL is not set: e-mails stay in the outbox (npm run outbox shows them)');
    }
    background.push(
      startPeriodicTask({
        name: 'prune-rate-limits',
        intervalMs: RATE_LIMIT_PRUNE_INTERVAL_MS,
        run: () => pruneRateLimits(db),
        log,
      }),
      startPeriodicTask({
        name: 'prune-catalogue-changes',
        intervalMs: RATE_LIMIT_PRUNE_INTERVAL_MS,
        run: () => pruneCatalogueChanges(db),
        log,
      }),
      startPeriodicTask({
        name: 'expire-order-reservations',
        intervalMs: ORDER_RESERVATION_CHECK_MS,
        run: async () => {
          const notStarted = await settleUnstartedPayments(db, {
            storeOrigins: config.storeOrigins,
            reservationMinutes: config.checkout.reservationMinutes,
          });
          if (notStarted > 0) {
            log.info({ notStarted }, 'payments never started settled failed, open to a retry');
          }
          const cancelled = await expireReservations(db);
          if (cancelled > 0) log.info({ cancelled }, 'unpaid orders cancelled, stock given back');
          await pruneIdempotencyKeys(db);
        },
        log,
      }),
      startPeriodicTask({
        name: 'prune-expired-sessions',
        intervalMs: RATE_LIMIT_PRUNE_INTERVAL_MS,
        run: () => pruneExpiredAuthRecords(db),
        log,
      }),
    );

    return {
      urls: {
        app: `http://${config.host}:${listeningPort(app)}`,
        cdn: `http://${config.host}:${listeningPort(cdn)}`,
        storeIt: config.storeOrigins.it,
        storeIntl: config.storeOrigins.intl,
      },
      app,
      cdn,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function listeningPort(server: FastifyInstance): number {
  return (server.server.address() as AddressInfo).port;
}
