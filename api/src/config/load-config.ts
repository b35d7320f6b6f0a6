import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/contracts';
import { testIdentityProviderConfigs } from './test-identity-provider';
import { findRepoRoot } from '../repo-root';
import type { AppConfig, CheckoutSettings, RemoteConfig } from './app-config';
import type { Env } from './setting-kinds';
import { readSettings, type SettingName, type Settings } from './settings';

/** The variables of each remote (declared in `settings.ts`). */
const REMOTE_SETTINGS: Record<RemoteName, { url: SettingName; dist: SettingName }> = {
  mf_catalogue: { url: 'REMOTE_CATALOGUE_URL', dist: 'REMOTE_CATALOGUE_DIST' },
  mf_checkout: { url: 'REMOTE_CHECKOUT_URL', dist: 'REMOTE_CHECKOUT_DIST' },
  mf_account: { url: 'REMOTE_ACCOUNT_URL', dist: 'REMOTE_ACCOUNT_DIST' },
  mf_content: { url: 'REMOTE_CONTENT_URL', dist: 'REMOTE_CONTENT_DIST' },
};

/**
 * The server's configuration from environment variables (each declared, read and described once
 * in `settings.ts`, and listed in the README), with the defaults that depend on other settings
 * or on where the repository is.
 */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const settings = readSettings(env);
  const { PORT: port, CDN_PORT: cdnPort } = settings;
  const inRepo = (...parts: string[]) => path.join(repoRoot, ...parts);
  const folder = (value: string | undefined, fallback: string) =>
    value === undefined ? fallback : path.resolve(value);

  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const cdnPath = name.replace('_', '-');
      const variables = REMOTE_SETTINGS[name];
      const remote: RemoteConfig = {
        entry:
          (settings[variables.url] as string | undefined) ??
          `http://localhost:${cdnPort}/${cdnPath}/mf-manifest.json`,
        distDir: folder(settings[variables.dist] as string | undefined, inRepo(cdnPath, 'dist')),
        cdnPath,
      };
      return [name, remote];
    }),
  ) as Record<RemoteName, RemoteConfig>;

  const storeOrigins = {
    it: new URL(settings.STORE_IT_URL ?? `http://it.localhost:${port}`).origin,
    intl: new URL(settings.STORE_INTL_URL ?? `http://intl.localhost:${port}`).origin,
  };
  const testIdentityProvider = settings.TEST_IDENTITY_PROVIDER
    ? { publicOrigin: storeOrigins.it, backchannelOrigin: ownOrigin(settings.HOST, port) }
    : null;
  const stateDir = stateDirOf(settings, repoRoot);
  const inState = (name: string) => path.join(stateDir, name);

  return {
    host: settings.HOST,
    port,
    cdnPort,
    stateDir,
    storeOrigins,
    remotes,
    database: settings.DATABASE_URL
      ? { engine: 'postgres', url: settings.DATABASE_URL, poolSize: settings.DATABASE_POOL_SIZE }
      : { engine: 'pglite', dataDir: folder(settings.DATA_DIR, inState('pglite')) },
    shellDist: folder(settings.SHELL_DIST, inRepo('shell', 'dist')),
    releasesDir: folder(settings.RELEASES_DIR, inRepo('.releases')),
    serverRendering: settings.SSR
      ? {
          processes: settings.SSR_PROCESSES,
          reuseMs: settings.SSR_REUSE_MS,
          frameHoldMs: settings.SSR_FRAME_HOLD_MS,
          regionDeadlineMs: settings.SSR_REGION_DEADLINE_MS,
        }
      : null,
    assetsDir: inRepo('api', 'assets'),
    manifestMaxAgeMs: settings.MANIFEST_MAX_AGE_MS,
    manifestTimeoutMs: settings.MANIFEST_TIMEOUT_MS,
    remoteOverrides: settings.REMOTE_OVERRIDES,
    devServerOrigins: settings.DEV_SERVER_ORIGINS,
    frameDataMaxAgeMs: settings.FRAME_DATA_MAX_AGE_MS,
    listingCacheMaxAgeMs: settings.LISTING_CACHE_MAX_AGE_MS,
    catalogueChangesCheckMs: settings.CATALOGUE_CHANGES_CHECK_MS,
    shutdownDrainMs: settings.SHUTDOWN_DRAIN_MS,
    countryHeader: settings.COUNTRY_HEADER.toLowerCase(),
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL,
    email: {
      smtpUrl: settings.SMTP_URL ?? null,
      from: settings.MAIL_FROM ?? `Aurelia <no-reply@${new URL(storeOrigins.it).hostname}>`,
      pollIntervalMs: settings.OUTBOX_POLL_MS,
    },
    operator: {
      token: settings.OPERATOR_TOKEN,
      tokenFile: folder(settings.OPERATOR_TOKEN_FILE, inState('operator-token')),
    },
    newsletterLimits: {
      perEmail: settings.NEWSLETTER_LIMIT_PER_EMAIL,
      perClient: settings.NEWSLETTER_LIMIT_PER_CLIENT,
    },
    authLimits: {
      loginPerAccount: settings.LOGIN_LIMIT_PER_ACCOUNT,
      loginPerClient: settings.LOGIN_LIMIT_PER_CLIENT,
      lostPasswordPerEmail: settings.LOST_PASSWORD_LIMIT_PER_EMAIL,
      lostPasswordPerClient: settings.LOST_PASSWORD_LIMIT_PER_CLIENT,
    },
    passwordHashMemoryKib: settings.PASSWORD_HASH_MEMORY_KIB,
    testIdentityProvider,
    oidcProviders: {
      ...(testIdentityProvider && testIdentityProviderConfigs(testIdentityProvider)),
      ...settings.OIDC_PROVIDERS,
    },
    uploadsDir: folder(settings.UPLOADS_DIR, inState('uploads')),
    careerLimitPerClient: settings.CAREER_LIMIT_PER_CLIENT,
    checkout: checkoutOf(settings),
  };
}

/** Where the server reaches itself: the interface it listens on, a wildcard as the loopback. */
function ownOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * STATE_DIR, else the repository's `.data`; a DATA_DIR set alone names its own state folder
 * beside it (`<DATA_DIR>.state`), so servers started with different data folders never share one.
 */
function stateDirOf(settings: Settings, repoRoot: string): string {
  if (settings.STATE_DIR !== undefined) return path.resolve(settings.STATE_DIR);
  if (settings.DATA_DIR !== undefined) return `${path.resolve(settings.DATA_DIR)}.state`;
  return path.join(repoRoot, '.data');
}

function checkoutOf(settings: Settings): CheckoutSettings {
  const production = settings.NODE_ENV === 'production';
  const provider = settings.PAYMENT_PROVIDER;
  // The test gateway pays test cards (4242…) and serves the wallets and instalments on a page of
  // its own, beside Stripe too: a production shop runs it only when told so in so many words.
  if (production && settings.ALLOW_TEST_GATEWAY !== 'true') {
    throw new Error(
      'The test payment gateway (test cards pay; wallets and instalments are simulated) is refused when NODE_ENV=production: set ALLOW_TEST_GATEWAY=true to run it anyway.',
    );
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = settings;
  if (provider === 'stripe' && (!secretKey || !webhookSecret)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  // Every server on the database must share the gateway's key: in production each is given the
  // same one; elsewhere, unset, the one kept in the database is used (api/src/state/shared-secrets.ts).
  const gatewaySecret = settings.PAYMENT_GATEWAY_SECRET?.trim() || null;
  if (production && !gatewaySecret) {
    throw new Error(
      'PAYMENT_GATEWAY_SECRET is required when NODE_ENV=production: give every server of the shop the same one (e.g. openssl rand -base64 32).',
    );
  }
  return {
    shippingCents: {
      italy: settings.SHIPPING_ITALY_CENTS,
      eu: settings.SHIPPING_EU_CENTS,
      world: settings.SHIPPING_WORLD_CENTS,
    },
    reservationMinutes: settings.PAYMENT_RESERVATION_MINUTES,
    bankTransfer: {
      beneficiary: settings.BANK_TRANSFER_BENEFICIARY,
      iban: settings.BANK_TRANSFER_IBAN,
      bic: settings.BANK_TRANSFER_BIC,
      holdHours: settings.BANK_TRANSFER_HOLD_HOURS,
    },
    unpaidLimits: { orders: settings.UNPAID_ORDERS_LIMIT, pieces: settings.UNPAID_PIECES_LIMIT },
    orderEmailsPerAddress: settings.ORDER_EMAIL_LIMIT_PER_ADDRESS,
    gatewaySecret,
    paymentProvider: provider,
    stripe:
      provider === 'stripe' && secretKey && webhookSecret ? { secretKey, webhookSecret } : null,
  };
}
