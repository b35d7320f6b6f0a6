import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { STREAMING_COMPRESSION } from './http/streaming-compression';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addressRoutes,
  authRoutes,
  createAccountErasure,
  type AccountErasure,
  privacyRoutes,
  profileRoutes,
  signInHooksInTurn,
  oidcFormPostRoutes,
  testIdpRoutes,
} from './account';
import { cartMoveRoutes, cartRoutes, carryVisitorCartOver } from './cart';
import { careersRoutes } from './careers/careers-routes';
import {
  adoptGuestOrders,
  anonymiseCustomerOrders,
  checkoutMethodRoutes,
  operatorOrderRoutes,
  orderReturnAddress,
  orderRoutes,
  orderSettlement,
  refundSettlement,
  unpaidOrderRoutes,
  withdrawalRoutes,
  receiptRoutes,
} from './checkout';
import {
  createPaymentProviders,
  createStripeClient,
  stripeWebhookRoutes,
  testGatewayRoutes,
} from './payments';
import type Stripe from 'stripe';
import { categoryRoutes } from './catalogue/category-routes';
import { createCatalogue } from './catalogue/catalogue-service';
import { listingRoutes } from './catalogue/listing/listing-routes';
import { productRoutes } from './catalogue/product/product-routes';
import { searchRoutes } from './catalogue/search/search-routes';
import { backInStockRoutes } from './catalogue/back-in-stock/back-in-stock-routes';
import type { AppConfig, TrustProxy } from './config';
import { articleRoutes } from './content/article-routes';
import { contentPageRoutes } from './content/content-page-routes';
import { createFrameData } from './frame-data';
import { settingsRoutes } from './content/settings-routes';
import type { ShopDatabase } from './db/database';
import { healthRoutes } from './health/health-routes';
import { ServerLifecycle } from './http/connection-drain';
import { refuseControlCharacters } from './http/control-characters';
import { answerErrors, errorBody, sendNotFound } from './http/error-handling';
import { refuseCrossSiteRequests } from './http/same-site-guard';
import { parseJsonBodiesWithinShape } from './http/json-body-parser';
import { addSecurityHeaders, remoteOrigins, socketOrigins } from './http/security-headers';
import { createPictureStore, mediaRoutes } from './media';
import { newsletterRoutes, unsubscribeRoutes } from './newsletter';
import { backupRoutes } from './operator/backup-routes';
import { inventoryRoutes } from './operator/inventory-routes';
import { operatorRoutes } from './operator/operator-routes';
import { pictureRoutes } from './operator/picture-routes';
import { catalogueImportRoutes } from './operator/catalogue-import-routes';
import { operatorPageRoutes } from './operator/remotes-page';
import { createShellPageHandler, isPageRequest } from './shell/shell-page';
import { shellRoutes } from './shell/shell-routes';
import { sitemapRoutes } from './sitemap/sitemap-routes';
import { withSharedSecrets } from './state/shared-secrets';
import { storeLocatorRoutes } from './store-locator/store-locator-routes';
import { carryVisitorWishlistOver, wishlistRoutes } from './wishlist';

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened, migrated and owned by the caller, which also destroys it. */
  database: ShopDatabase;
  /** The bearer token of the operator endpoints; without one they refuse everybody. */
  operatorToken?: string;
  /** Drains the app's connections when the server is about to stop (see `startServers`). */
  lifecycle?: ServerLifecycle;
  /** What other modules do when a customer deletes their account; a new, empty one by default. */
  accountErasure?: AccountErasure;
  /** The Stripe client when Stripe is configured; by default one of `STRIPE_SECRET_KEY`. */
  stripe?: Stripe;
  /** Where the log lines go; standard output by default. */
  logStream?: { write(line: string): void };
}

/** The shop's server: the API under /api, product media, and the shell's pages and assets. */
export async function buildApp({
  config,
  database,
  operatorToken,
  lifecycle = new ServerLifecycle(),
  accountErasure = createAccountErasure(),
  stripe,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const frame = createFrameData(database.db, { maxAgeMs: config.frameDataMaxAgeMs });
  const catalogue = createCatalogue(database.db, frame, {
    listingCacheMaxAgeMs: config.listingCacheMaxAgeMs,
    changesCheckIntervalMs: config.catalogueChangesCheckMs,
  });
  const serveShellPage = createShellPageHandler(config, database.db, frame, catalogue, {
    // Called once the server runs, when `app` is there.
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // A page URL that is not valid percent-encoding (/categories/%E0) gets the shop's 404 page,
    // not a bare 400: a shopper may have mistyped it.
    frameworkErrors: (error, request, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL' && isPageRequest(request)
        ? serveShellPage(request, reply)
        : reply.code(400).send(errorBody(error.message)),
  }).withTypeProvider<TypeBoxTypeProvider>();

  addSecurityHeaders(
    app,
    remoteOrigins(Object.values(config.remotes).map(({ entry }) => entry)),
    socketOrigins(config.devServerOrigins),
    Object.values(config.storeOrigins),
  );
  lifecycle.attach(app);
  app.addHook('onClose', async () => serveShellPage.close());
  answerErrors(app);
  refuseCrossSiteRequests(app, config.storeOrigins);
  parseJsonBodiesWithinShape(app);
  refuseControlCharacters(app);
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request) ? serveShellPage(request, reply) : sendNotFound(request, reply),
  );

  await app.register(fastifyCompress, STREAMING_COMPRESSION);
  await app.register(fastifyCookie);
  const { db } = database;
  await app.register(healthRoutes, { database, lifecycle });
  await app.register(categoryRoutes, { frame });
  await app.register(listingRoutes, { catalogue, frame });
  await app.register(productRoutes, { catalogue });
  await app.register(searchRoutes, { db, frame, catalogue });
  await app.register(settingsRoutes, { frame });
  await app.register(contentPageRoutes, { db });
  await app.register(storeLocatorRoutes, { db });
  await app.register(careersRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    uploadsDir: config.uploadsDir,
    limitPerClient: config.careerLimitPerClient,
  });
  await app.register(articleRoutes, { db });
  await app.register(newsletterRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    limits: config.newsletterLimits,
  });
  await app.register(unsubscribeRoutes, { db, storeOrigins: config.storeOrigins });
  await app.register(cartRoutes, { db, storeOrigins: config.storeOrigins });
  await app.register(cartMoveRoutes, { db, storeOrigins: config.storeOrigins });
  await app.register(wishlistRoutes, { db, storeOrigins: config.storeOrigins });
  const checkout = await withSharedSecrets(db, config.checkout);
  await app.register(checkoutMethodRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    checkout,
  });
  const stripeKeys = config.checkout.stripe;
  const stripeClient = stripeKeys ? (stripe ?? createStripeClient(stripeKeys.secretKey)) : null;
  const paymentProviders = createPaymentProviders(checkout, stripeClient);
  const settleContext = {
    storeOrigins: config.storeOrigins,
    reservationMinutes: config.checkout.reservationMinutes,
  };
  // Payments report outcomes; the orders decide what an outcome does (one direction only).
  const settle = orderSettlement(settleContext);
  await app.register(orderRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    checkout,
    providers: paymentProviders,
  });
  await app.register(withdrawalRoutes, { db, storeOrigins: config.storeOrigins });
  await app.register(receiptRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    bankTransfer: checkout.bankTransfer,
  });
  await app.register(unpaidOrderRoutes, { db, storeOrigins: config.storeOrigins, checkout });
  await app.register(testGatewayRoutes, {
    db,
    secret: checkout.gatewaySecret,
    settle,
    returnAddress: orderReturnAddress(config.storeOrigins),
  });
  await app.register(operatorOrderRoutes, {
    db,
    operatorToken,
    settle: settleContext,
    bankTransfer: checkout.bankTransfer,
    providers: paymentProviders,
  });
  if (stripeKeys && stripeClient) {
    await app.register(stripeWebhookRoutes, {
      db,
      stripe: stripeClient,
      webhookSecret: stripeKeys.webhookSecret,
      settle,
      settleRefund: refundSettlement(config.storeOrigins),
    });
  }
  await app.register(authRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    limits: config.authLimits,
    passwordHashMemoryKib: config.passwordHashMemoryKib,
    oidcProviders: config.oidcProviders,
    onSignIn: signInHooksInTurn(carryVisitorCartOver(db), carryVisitorWishlistOver(db)),
    onAccountVerified: adoptGuestOrders,
  });
  await app.register(oidcFormPostRoutes);
  if (config.testIdentityProvider) {
    await app.register(testIdpRoutes, { db, storeOrigins: config.storeOrigins });
  }
  await app.register(addressRoutes, { db, storeOrigins: config.storeOrigins });
  await app.register(profileRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    limits: config.authLimits,
    passwordHashMemoryKib: config.passwordHashMemoryKib,
  });
  // Modules that keep a customer's data in their own tables register their part of an account's
  // deletion on `accountErasure` (see account/privacy/account-erasure.ts): orders are kept,
  // anonymised.
  accountErasure.register('orders', anonymiseCustomerOrders);
  await app.register(privacyRoutes, {
    db,
    storeOrigins: config.storeOrigins,
    limits: config.authLimits,
    erasure: accountErasure,
  });
  await app.register(backInStockRoutes, { db, limits: config.newsletterLimits });
  await app.register(operatorRoutes, { db, operatorToken, config });
  await app.register(operatorPageRoutes, { operatorToken, config });
  await app.register(inventoryRoutes, {
    db,
    operatorToken,
    storeOrigins: config.storeOrigins,
    catalogue,
  });
  await app.register(backupRoutes, { database, operatorToken });
  await app.register(pictureRoutes, { db, operatorToken });
  await app.register(catalogueImportRoutes, {
    db,
    operatorToken,
    storeOrigins: config.storeOrigins,
    catalogue,
  });
  await app.register(mediaRoutes, {
    pictures: createPictureStore(db, path.join(config.stateDir, 'media')),
    assetsDir: config.assetsDir,
  });
  await app.register(sitemapRoutes, { db, storeOrigins: config.storeOrigins });
  await app.register(shellRoutes, { config });
  return app;
}

/** Fastify takes a hop count only as a function: trust the nearest N proxies. */
function toFastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}
