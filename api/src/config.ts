import { OIDC_PROVIDER_NAME_PATTERN } from '@shop/shared/contracts/schemas';
import path from 'node:path';
import {
  REMOTE_NAMES,
  SHIPPING_ZONE_TERMS,
  type RemoteName,
  type ShippingZone,
  type StoreId,
} from '@shop/shared/contracts';
import {
  MAX_HASH_MEMORY_KIB,
  MIN_HASH_MEMORY_KIB,
  PRODUCTION_HASH_MEMORY_KIB,
} from './account/password-hash';
import { DEFAULT_POOL_SIZE } from './db/pool-size';
import { findRepoRoot } from './repo-root';

export type DatabaseConfig =
  /** `poolSize`: connections at most (default `DEFAULT_POOL_SIZE`). */
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir: null` keeps the database in memory (tests). */
  | { engine: 'pglite'; dataDir: string | null };

export interface RemoteConfig {
  /** URL of the remote's federation manifest, handed to the shell in the runtime config. */
  entry: string;
  /** Folder the CDN server serves under `/<cdnPath>/` until the remote is first released. */
  distDir: string;
  /** First path segment on the CDN, e.g. "mf-catalogue". */
  cdnPath: string;
}

/** At most `limit` requests per `windowSeconds`, counted per bucket (a client or an e-mail). */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface EmailConfig {
  /** SMTP server to send through, e.g. smtps://user:pass@mail.example.com; null keeps mail in the outbox. */
  smtpUrl: string | null;
  /** The From header of every e-mail. */
  from: string;
  /** How often the sender looks for messages that are due. */
  pollIntervalMs: number;
}

export interface OperatorConfig {
  /** The operators' bearer token; null: the server generates one at start and writes it to tokenFile. */
  token: string | null;
  /** Where a generated token is written (mode 0600) for `npm run outbox` to read: in the state folder. */
  tokenFile: string;
}

export interface AuthLimits {
  /**
   * Password attempts of one signed-in customer deleting their account. (Logins are no longer
   * limited per account: unknown devices are slowed down per address, see `login-throttle.ts`.)
   */
  loginPerAccount: RateLimitRule;
  /** Login attempts, and registrations, from one client address. */
  loginPerClient: RateLimitRule;
  /** Lost-password requests, and registrations, naming one address. */
  lostPasswordPerEmail: RateLimitRule;
  /** Lost-password and reset requests from one client address. */
  lostPasswordPerClient: RateLimitRule;
}

/** An OpenID Connect provider whose ID tokens `POST /api/auth/socialLogin` accepts. */
export interface OidcProviderConfig {
  /** The issuer, exactly as the tokens' `iss` names it (e.g. https://accounts.google.com). */
  issuer: string;
  /** The shop's client id at the provider: the audience (`aud`) its tokens must name. */
  clientId: string;
  /** The provider's key set; null: `jwks_uri` of the issuer's `/.well-known/openid-configuration`. */
  jwksUrl: string | null;
  /**
   * Where the login and registration pages send the shopper to sign in at the provider; null: no
   * "Continue with …" button (the API still takes the provider's ID tokens, e.g. from an app).
   */
  authorizationEndpoint: string | null;
  /** The provider's name on the button ("Continue with {label}"); the provider's key by default. */
  label: string;
}

/** The payment provider of card payments (and its webhooks); see api/src/payments. */
export type PaymentProviderName = 'test-gateway' | 'stripe';

export interface CheckoutConfig {
  /** Standard shipping per destination zone below the free-shipping threshold, in cents. */
  shippingCents: Record<ShippingZone, number>;
  /** How long an order's stock stays reserved while its payment is pending or failed. */
  reservationMinutes: number;
  /**
   * Bank transfers: whom to pay, and the hours the order's stock is held for the transfer; the
   * order is cancelled when they run out (docs/checkout.md, "Stock reservation").
   */
  bankTransfer: { beneficiary: string; iban: string; bic: string; holdHours: number };
  /** The most one visitor, one e-mail address and one client address may each hold unpaid at once. */
  unpaidLimits: { orders: number; pieces: number };
  /** Order e-mails (confirmations, transfer instructions) to one address; beyond, none is sent. */
  orderEmailsPerAddress: RateLimitRule;
  /**
   * HMAC-SHA256 key of the built-in test gateway: its callbacks and card tokens, which every server
   * on the database must share (see `CheckoutSettings` for where it comes from).
   */
  gatewaySecret: string;
  paymentProvider: PaymentProviderName;
  /** The Stripe adapter's keys, when `paymentProvider` is `stripe`. */
  stripe: { secretKey: string; webhookSecret: string } | null;
}

/**
 * The checkout as configured. `gatewaySecret` null (development only: PAYMENT_GATEWAY_SECRET is
 * required in production): the app uses the one kept in the database (api/src/state/shared-secrets.ts).
 */
export type CheckoutSettings = Omit<CheckoutConfig, 'gatewaySecret'> & {
  gatewaySecret: string | null;
};

/** Whom to believe about X-Forwarded-*: nobody, everybody, N proxy hops, or these addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  host: string;
  port: number;
  cdnPort: number;
  /**
   * The server's own folder: everything it writes lives under it whatever the database (the
   * embedded data folder by default, the lock and the record of where it listens, the operator
   * token, uploads). One server per state folder: a second one is refused (see api/src/state).
   */
  stateDir: string;
  storeOrigins: Record<StoreId, string>;
  remotes: Record<RemoteName, RemoteConfig>;
  database: DatabaseConfig;
  /** Releases of the remotes (`npm run release`), served by the CDN in place of their builds. */
  releasesDir: string;
  shellDist: string;
  /**
   * Whether pages carry the shell's frame rendered on the server (its bundle in
   * `<shellDist>/server/frame.cjs`); off, or without that bundle, the browser renders everything.
   */
  serverFrame: boolean;
  /** Folder of the API's own static files (the brand share picture). */
  assetsDir: string;
  /** How long the server trusts a remote's manifest before asking for it again. */
  manifestMaxAgeMs: number;
  /** How long a page waits for a remote's manifest before it is written without its preloads. */
  manifestTimeoutMs: number;
  /**
   * Whether a developer's browser may point a remote at another manifest URL (`?remote:<name>=`,
   * remembered in a cookie; see api/src/shell/remote-overrides.ts). Development only: refused
   * when NODE_ENV is production.
   */
  remoteOverrides: boolean;
  /**
   * Origins of webpack dev servers serving a remote (`npm run dev -- <remote>`): pages may open
   * their hot-update websocket. Development only: refused when NODE_ENV is production.
   */
  devServerOrigins: string[];
  /** How long the header's categories and the top bar's settings are served from memory. */
  frameDataMaxAgeMs: number;
  /** How long a listing's or product's answer is reused while the catalogue is unchanged (0: never). */
  listingCacheMaxAgeMs: number;
  /** How often the listing index reads the catalogue's change log (changes by any server). */
  catalogueChangesCheckMs: number;
  /** How long a stopping server keeps answering (closing each connection) before it closes. */
  shutdownDrainMs: number;
  /** Request header carrying the visitor's country, set by the CDN in front of the shop. */
  countryHeader: string;
  trustProxy: TrustProxy;
  logLevel: string;
  email: EmailConfig;
  operator: OperatorConfig;
  newsletterLimits: { perEmail: RateLimitRule; perClient: RateLimitRule };
  authLimits: AuthLimits;
  /**
   * Argon2id memory of new password hashes in KiB: 7168 (OWASP's 7 MiB, 5 passes) in production. Tests
   * lower it to stay fast; a stored hash carries its own settings, so it verifies either way.
   */
  passwordHashMemoryKib: number;
  /** Social login providers by the name the client sends (`provider`); empty: social login is off. */
  oidcProviders: Record<string, OidcProviderConfig>;
  /**
   * Where uploaded files (the CVs of job applications, under `cv/`) are kept: outside every folder
   * the server serves, in the state folder. Never served back.
   */
  uploadsDir: string;
  /** Job applications (CV uploads) from one client address. */
  careerLimitPerClient: RateLimitRule;
  checkout: CheckoutSettings;
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from environment variables. Every variable is optional:
 *
 * | variable                | default                                                   |
 * |-------------------------|-----------------------------------------------------------|
 * | PORT                    | 8080                                                      |
 * | HOST                    | localhost                                                 |
 * | CDN_PORT                | 8081 (static server of the remotes)                       |
 * | STORE_IT_URL            | http://it.localhost:${PORT}                               |
 * | STORE_INTL_URL          | http://intl.localhost:${PORT}                             |
 * | REMOTE_<NAME>_URL       | http://localhost:${CDN_PORT}/mf-<name>/mf-manifest.json   |
 * | REMOTE_<NAME>_DIST      | <repo>/mf-<name>/dist                                     |
 * | DATABASE_URL            | unset: embedded PGlite                                    |
 * | DATABASE_POOL_SIZE      | 4 (PostgreSQL connections at most; about 2 per database core) |
 * | STATE_DIR               | <repo>/.data; <DATA_DIR>.state when only DATA_DIR is set (one per server) |
 * | DATA_DIR                | <STATE_DIR>/pglite                                        |
 * | SHELL_DIST              | <repo>/shell/dist                                         |
 * | SSR_FRAME               | off (on: the shell's frame is rendered on the server)     |
 * | RELEASES_DIR            | <repo>/.releases (remotes' releases, `npm run release`)   |
 * | MANIFEST_MAX_AGE_MS     | 1000 (how long a remote's manifest is trusted)            |
 * | MANIFEST_TIMEOUT_MS     | 800 (how long a page waits for a manifest, then no preloads) |
 * | REMOTE_OVERRIDES        | off (allow: `?remote:<name>=<url>` per browser; never in production) |
 * | DEV_SERVER_ORIGINS      | none (comma-separated dev server origins; never in production) |
 * | FRAME_DATA_MAX_AGE_MS   | 1000 (how long categories and settings stay cached)       |
 * | LISTING_CACHE_MAX_AGE_MS | 60000 (a listing's answer, while the catalogue is unchanged) |
 * | CATALOGUE_CHANGES_CHECK_MS | 1000 (how often the listing index reads the change log)  |
 * | SHUTDOWN_DRAIN_MS       | 1000 (answering on, connections closing, before a stop)   |
 * | COUNTRY_HEADER          | cf-ipcountry                                              |
 * | TRUST_PROXY             | false (true, a hop count, or comma-separated IPs/CIDRs)   |
 * | LOG_LEVEL               | info                                                      |
 * | SMTP_URL                | unset: e-mails stay in the outbox                         |
 * | MAIL_FROM               | Aurelia <no-reply@{host of STORE_IT_URL}>                 |
 * | OUTBOX_POLL_MS          | 5000                                                      |
 * | OPERATOR_TOKEN          | unset: generated at start, written to OPERATOR_TOKEN_FILE |
 * | OPERATOR_TOKEN_FILE     | <STATE_DIR>/operator-token                                |
 * | NEWSLETTER_LIMIT_PER_EMAIL  | 5/3600 (signups per e-mail address per seconds)       |
 * | NEWSLETTER_LIMIT_PER_CLIENT | 20/600 (requests per client address per seconds)      |
 * | LOGIN_LIMIT_PER_ACCOUNT     | 5/900 (account-deletion password attempts per customer) |
 * | LOGIN_LIMIT_PER_CLIENT      | 20/600 (logins and registrations per client address)  |
 * | LOST_PASSWORD_LIMIT_PER_EMAIL  | 3/3600 (reset and registration e-mails per address) |
 * | LOST_PASSWORD_LIMIT_PER_CLIENT | 10/600 (lost-password and reset requests per client) |
 * | PASSWORD_HASH_MEMORY_KIB    | 7168 (argon2id memory, 1024 to 1048576; 5 passes)     |
 * | OIDC_PROVIDERS              | unset: no social login (JSON, see `readOidcProviders`) |
 * | UPLOADS_DIR                 | <STATE_DIR>/uploads (uploaded CVs)                    |
 * | CAREER_LIMIT_PER_CLIENT     | 5/3600 (job applications per client address)          |
 * | SHIPPING_ITALY_CENTS / _EU_ / _WORLD_ | 700 / 1400 / 2500 (below the free threshold) |
 * | PAYMENT_RESERVATION_MINUTES | 30 (stock held for a pending or failed payment)       |
 * | BANK_TRANSFER_BENEFICIARY, _IBAN, _BIC | the shop's account                          |
 * | BANK_TRANSFER_HOLD_HOURS    | 48 (stock held for a transfer; then the order is cancelled) |
 * | UNPAID_ORDERS_LIMIT         | 3 (unpaid orders at once per visitor, e-mail, client address) |
 * | UNPAID_PIECES_LIMIT         | 30 (pieces in unpaid orders at once, per the same three) |
 * | ORDER_EMAIL_LIMIT_PER_ADDRESS | 5/3600 (order e-mails per address per seconds)        |
 * | PAYMENT_GATEWAY_SECRET      | unset: one kept in the database; required in production |
 * | PAYMENT_PROVIDER            | test-gateway (or stripe, with the two below)          |
 * | ALLOW_TEST_GATEWAY          | unset: the test gateway is refused when NODE_ENV=production |
 * | STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET | unset                                    |
 *
 * <NAME> is CATALOGUE, CHECKOUT, ACCOUNT or CONTENT.
 */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const port = readPort(env, 'PORT', 8080);
  const cdnPort = readPort(env, 'CDN_PORT', 8081);
  const cdnOrigin = `http://localhost:${cdnPort}`;

  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const cdnPath = name.replace('_', '-');
      const envKey = name.replace('mf_', 'REMOTE_').toUpperCase();
      const remote: RemoteConfig = {
        entry: readUrl(env, `${envKey}_URL`, `${cdnOrigin}/${cdnPath}/mf-manifest.json`),
        distDir: path.resolve(env[`${envKey}_DIST`] || path.join(repoRoot, cdnPath, 'dist')),
        cdnPath,
      };
      return [name, remote];
    }),
  ) as Record<RemoteName, RemoteConfig>;

  const storeOrigins = {
    it: readOrigin(env, 'STORE_IT_URL', `http://it.localhost:${port}`),
    intl: readOrigin(env, 'STORE_INTL_URL', `http://intl.localhost:${port}`),
  };
  const stateDir = readStateDir(env, repoRoot);
  const dataDir = path.resolve(env.DATA_DIR || path.join(stateDir, 'pglite'));

  return {
    host: env.HOST || 'localhost',
    port,
    cdnPort,
    stateDir,
    storeOrigins,
    remotes,
    database: env.DATABASE_URL
      ? {
          engine: 'postgres',
          url: env.DATABASE_URL,
          poolSize: readIntegerBetween(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 100),
        }
      : { engine: 'pglite', dataDir },
    shellDist: path.resolve(env.SHELL_DIST || path.join(repoRoot, 'shell', 'dist')),
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(repoRoot, '.releases')),
    serverFrame: readSwitch(env, 'SSR_FRAME', false),
    assetsDir: path.join(repoRoot, 'api', 'assets'),
    manifestMaxAgeMs: readNonNegativeInteger(env, 'MANIFEST_MAX_AGE_MS', 1000),
    manifestTimeoutMs: readPositiveInteger(env, 'MANIFEST_TIMEOUT_MS', 800),
    remoteOverrides: readRemoteOverrides(env),
    devServerOrigins: readDevServerOrigins(env),
    frameDataMaxAgeMs: readNonNegativeInteger(env, 'FRAME_DATA_MAX_AGE_MS', 1000),
    listingCacheMaxAgeMs: readNonNegativeInteger(env, 'LISTING_CACHE_MAX_AGE_MS', 60_000),
    catalogueChangesCheckMs: readNonNegativeInteger(env, 'CATALOGUE_CHANGES_CHECK_MS', 1000),
    shutdownDrainMs: readNonNegativeInteger(env, 'SHUTDOWN_DRAIN_MS', 1000),
    countryHeader: (env.COUNTRY_HEADER || 'cf-ipcountry').toLowerCase(),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    email: {
      smtpUrl: env.SMTP_URL ? readUrl(env, 'SMTP_URL', env.SMTP_URL) : null,
      from: env.MAIL_FROM || `Aurelia <no-reply@${new URL(storeOrigins.it).hostname}>`,
      pollIntervalMs: readPositiveInteger(env, 'OUTBOX_POLL_MS', 5_000),
    },
    operator: {
      token: env.OPERATOR_TOKEN || null,
      tokenFile: path.resolve(env.OPERATOR_TOKEN_FILE || path.join(stateDir, 'operator-token')),
    },
    newsletterLimits: {
      perEmail: readRateLimit(env, 'NEWSLETTER_LIMIT_PER_EMAIL', { limit: 5, windowSeconds: 3600 }),
      perClient: readRateLimit(env, 'NEWSLETTER_LIMIT_PER_CLIENT', {
        limit: 20,
        windowSeconds: 600,
      }),
    },
    authLimits: {
      loginPerAccount: readRateLimit(env, 'LOGIN_LIMIT_PER_ACCOUNT', {
        limit: 5,
        windowSeconds: 900,
      }),
      loginPerClient: readRateLimit(env, 'LOGIN_LIMIT_PER_CLIENT', {
        limit: 20,
        windowSeconds: 600,
      }),
      lostPasswordPerEmail: readRateLimit(env, 'LOST_PASSWORD_LIMIT_PER_EMAIL', {
        limit: 3,
        windowSeconds: 3600,
      }),
      lostPasswordPerClient: readRateLimit(env, 'LOST_PASSWORD_LIMIT_PER_CLIENT', {
        limit: 10,
        windowSeconds: 600,
      }),
    },
    passwordHashMemoryKib: readIntegerBetween(
      env,
      'PASSWORD_HASH_MEMORY_KIB',
      PRODUCTION_HASH_MEMORY_KIB,
      MIN_HASH_MEMORY_KIB,
      MAX_HASH_MEMORY_KIB,
    ),
    oidcProviders: readOidcProviders(env.OIDC_PROVIDERS),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(stateDir, 'uploads')),
    careerLimitPerClient: readRateLimit(env, 'CAREER_LIMIT_PER_CLIENT', {
      limit: 5,
      windowSeconds: 3600,
    }),
    checkout: readCheckoutConfig(env),
  };
}

function readCheckoutConfig(env: Env): CheckoutSettings {
  const provider = env.PAYMENT_PROVIDER || 'test-gateway';
  if (provider !== 'test-gateway' && provider !== 'stripe') {
    throw new Error(`PAYMENT_PROVIDER must be test-gateway or stripe, got "${provider}"`);
  }
  refuseTestGatewayInProduction(env);
  const stripeKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (provider === 'stripe' && (!stripeKey || !stripeWebhookSecret)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const zoneRate = (zone: ShippingZone) =>
    readNonNegativeInteger(
      env,
      `SHIPPING_${zone.toUpperCase()}_CENTS`,
      SHIPPING_ZONE_TERMS[zone].shippingCents,
    );
  return {
    shippingCents: { italy: zoneRate('italy'), eu: zoneRate('eu'), world: zoneRate('world') },
    reservationMinutes: readPositiveInteger(env, 'PAYMENT_RESERVATION_MINUTES', 30),
    bankTransfer: {
      beneficiary: env.BANK_TRANSFER_BENEFICIARY || 'Aurelia S.r.l.',
      iban: env.BANK_TRANSFER_IBAN || 'IT60X0542811101000000123456',
      bic: env.BANK_TRANSFER_BIC || 'BPMOIT22XXX',
      holdHours: readBankTransferHoldHours(env),
    },
    unpaidLimits: {
      orders: readPositiveInteger(env, 'UNPAID_ORDERS_LIMIT', 3),
      pieces: readPositiveInteger(env, 'UNPAID_PIECES_LIMIT', 30),
    },
    orderEmailsPerAddress: readRateLimit(env, 'ORDER_EMAIL_LIMIT_PER_ADDRESS', {
      limit: 5,
      windowSeconds: 3600,
    }),
    gatewaySecret: readSharedSecret(env, 'PAYMENT_GATEWAY_SECRET'),
    paymentProvider: provider,
    stripe:
      provider === 'stripe' && stripeKey && stripeWebhookSecret
        ? { secretKey: stripeKey, webhookSecret: stripeWebhookSecret }
        : null,
  };
}

/** BANK_TRANSFER_DAYS (days to pay, stock held all along) gave way to a hold in hours. */
function readBankTransferHoldHours(env: Env): number {
  if (env.BANK_TRANSFER_DAYS) {
    throw new Error('BANK_TRANSFER_DAYS is no longer read: set BANK_TRANSFER_HOLD_HOURS instead');
  }
  return readPositiveInteger(env, 'BANK_TRANSFER_HOLD_HOURS', 48);
}

/**
 * The test gateway pays test cards (4242…) and serves the wallets and instalments on a page of its
 * own, beside Stripe too: a production shop runs it only when told so in so many words.
 */
function refuseTestGatewayInProduction(env: Env): void {
  if (env.NODE_ENV !== 'production' || env.ALLOW_TEST_GATEWAY === 'true') return;
  throw new Error(
    'The test payment gateway (test cards pay; wallets and instalments are simulated) is refused when NODE_ENV=production: set ALLOW_TEST_GATEWAY=true to run it anyway.',
  );
}

/**
 * A secret every server on the database must share. Production: required from the environment,
 * so each server is given the same one. Elsewhere, unset: null, and the server uses the one kept
 * in the database (see api/src/state/shared-secrets.ts).
 */
function readSharedSecret(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  if (value) return value;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `${name} is required when NODE_ENV=production: give every server of the shop the same one (e.g. openssl rand -base64 32).`,
    );
  }
  return null;
}

/**
 * STATE_DIR, else the repository's `.data`; a DATA_DIR set alone names its own state folder
 * beside it (`<DATA_DIR>.state`), so servers started with different data folders never share one.
 */
function readStateDir(env: Env, repoRoot: string): string {
  if (env.STATE_DIR) return path.resolve(env.STATE_DIR);
  if (env.DATA_DIR) return `${path.resolve(env.DATA_DIR)}.state`;
  return path.join(repoRoot, '.data');
}

/**
 * `OIDC_PROVIDERS`: a JSON object naming each social login provider, e.g.
 * `{"google":{"issuer":"https://accounts.google.com","clientId":"1234.apps.googleusercontent.com"}}`,
 * with an optional `"jwksUrl"` for a provider whose discovery document should not be asked for,
 * and, for a "Continue with …" button on the login and registration pages, its
 * `"authorizationEndpoint"` and the `"label"` the button shows.
 * Issuers and key sets must be HTTPS (plain HTTP only on this machine, for tests and development).
 */
function readOidcProviders(raw: string | undefined): Record<string, OidcProviderConfig> {
  if (!raw?.trim()) return {};
  const fail = (problem: string): never => {
    throw new Error(`OIDC_PROVIDERS: ${problem}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail('must be a JSON object, e.g. {"google":{"issuer":"https://…","clientId":"…"}}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('must be a JSON object of providers');
  }
  const providers: Record<string, OidcProviderConfig> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!OIDC_PROVIDER_NAME_PATTERN.test(name)) {
      fail(`provider name "${name}" must be lower-case letters, digits and dashes`);
    }
    const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >;
    const issuer = fields.issuer;
    const clientId = fields.clientId;
    const jwksUrl = fields.jwksUrl ?? null;
    if (typeof issuer !== 'string' || !isProviderUrl(issuer)) {
      fail(`"${name}".issuer must be an https URL`);
    }
    if (typeof clientId !== 'string' || !clientId) fail(`"${name}".clientId must be a string`);
    if (jwksUrl !== null && (typeof jwksUrl !== 'string' || !isProviderUrl(jwksUrl))) {
      fail(`"${name}".jwksUrl must be an https URL`);
    }
    const authorizationEndpoint = fields.authorizationEndpoint ?? null;
    if (
      authorizationEndpoint !== null &&
      (typeof authorizationEndpoint !== 'string' || !isProviderUrl(authorizationEndpoint))
    ) {
      fail(`"${name}".authorizationEndpoint must be an https URL`);
    }
    const label = fields.label ?? name;
    if (typeof label !== 'string' || !label.trim() || label.length > 40) {
      fail(`"${name}".label must be a text of 1 to 40 characters`);
    }
    providers[name] = {
      issuer: issuer as string,
      clientId: clientId as string,
      jwksUrl: jwksUrl as string | null,
      authorizationEndpoint: authorizationEndpoint as string | null,
      label: (label as string).trim(),
    };
  }
  return providers;
}

function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  } catch {
    return false;
  }
}

function readIntegerBetween(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readPositiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/** "5/3600": five requests per 3600 seconds. */
function readRateLimit(env: Env, name: string, fallback: RateLimitRule): RateLimitRule {
  const raw = env[name];
  if (!raw) return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(`${name} must be "<requests>/<seconds>", e.g. "5/3600", got "${raw}"`);
  }
  return { limit, windowSeconds };
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function readNonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  }
  return value;
}

/** REMOTE_OVERRIDES=allow lets a browser load another build of a remote: a developer's tool only. */
function readRemoteOverrides(env: Env): boolean {
  const raw = env.REMOTE_OVERRIDES?.trim().toLowerCase();
  if (!raw || raw === 'off') return false;
  if (raw !== 'allow') throw new Error(`REMOTE_OVERRIDES must be "allow" or "off", got "${raw}"`);
  if (env.NODE_ENV === 'production') {
    throw new Error('REMOTE_OVERRIDES=allow is refused when NODE_ENV=production');
  }
  return true;
}

function readDevServerOrigins(env: Env): string[] {
  const raw = env.DEV_SERVER_ORIGINS?.trim();
  if (!raw) return [];
  if (env.NODE_ENV === 'production') {
    throw new Error('DEV_SERVER_ORIGINS is refused when NODE_ENV=production');
  }
  return raw.split(',').map((origin) => {
    const url = URL.canParse(origin.trim()) ? new URL(origin.trim()) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`DEV_SERVER_ORIGINS must list http(s) origins, got "${origin}"`);
    }
    return url.origin;
  });
}

function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'on' || raw === 'true' || raw === '1') return true;
  if (raw === 'off' || raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).href;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function readOrigin(env: Env, name: string, fallback: string): string {
  return new URL(readUrl(env, name, fallback)).origin;
}

function readTrustProxy(raw: string | undefined): TrustProxy {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
