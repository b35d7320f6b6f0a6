import { SHIPPING_ZONE_TERMS } from '@shop/shared/contracts';
import { DEFAULT_POOL_SIZE } from '../db/pool-size';
import { readOidcProviders } from './oidc-providers';
import {
  choice,
  developmentOnly,
  filePath,
  integerBetween,
  nonNegativeInteger,
  onOff,
  port,
  positiveInteger,
  rateLimit,
  retired,
  text,
  trustProxy,
  url,
  type Env,
  type Setting,
} from './setting-kinds';

/** Argon2id's memory at the last of OWASP's five settings (see account/password-hash.ts). */
export const PRODUCTION_HASH_MEMORY_KIB = 7_168;
/** Below 1 MiB a hash is too cheap to mean anything; above 1 GiB it would starve the server. */
export const MIN_HASH_MEMORY_KIB = 1_024;
export const MAX_HASH_MEMORY_KIB = 1_048_576;

const remoteManifest = (name: string) =>
  url({
    about: `where the ${name} remote's manifest lives; point it elsewhere to move that remote`,
    shownDefault: `\`http://localhost:$CDN_PORT/mf-${name}/mf-manifest.json\``,
  });
const remoteDist = (name: string) =>
  filePath({
    about: `folder the built-in CDN serves for the ${name} remote until it is first released`,
    shownDefault: `\`mf-${name}/dist\``,
  });
const shipping = (zone: keyof typeof SHIPPING_ZONE_TERMS, where: string) =>
  nonNegativeInteger(SHIPPING_ZONE_TERMS[zone].shippingCents, {
    about: `standard shipping ${where} below the free-shipping threshold, in cents`,
  });

/**
 * Every environment variable the server reads, in the README's order: the one place each is named,
 * read and described. `loadConfig` shapes them into the `AppConfig`, and the README's table is
 * written from this list (`npm run docs:config`; a test fails when it is out of date).
 */
export const SETTINGS = {
  // Where the shop listens and what it is called.
  PORT: port(8080, { about: 'port of the API and both stores' }),
  HOST: text('localhost', { about: 'interface to listen on' }),
  STORE_IT_URL: url({
    about: 'public origin of the Italian store',
    shownDefault: '`http://it.localhost:$PORT`',
  }),
  STORE_INTL_URL: url({
    about: 'public origin of the international store (a request to its host belongs to it)',
    shownDefault: '`http://intl.localhost:$PORT`',
  }),
  CDN_PORT: port(8081, { about: 'port of the static server that delivers the remotes' }),
  REMOTE_CATALOGUE_URL: remoteManifest('catalogue'),
  REMOTE_CHECKOUT_URL: remoteManifest('checkout'),
  REMOTE_ACCOUNT_URL: remoteManifest('account'),
  REMOTE_CONTENT_URL: remoteManifest('content'),
  REMOTE_CATALOGUE_DIST: remoteDist('catalogue'),
  REMOTE_CHECKOUT_DIST: remoteDist('checkout'),
  REMOTE_ACCOUNT_DIST: remoteDist('account'),
  REMOTE_CONTENT_DIST: remoteDist('content'),
  SHELL_DIST: filePath({
    about: "the shell's build, served on both stores",
    shownDefault: '`shell/dist`',
  }),
  RELEASES_DIR: filePath({
    about: "the remotes' releases (`npm run release`), served in place of their builds",
    shownDefault: '`.releases`',
  }),
  SSR: onOff(true, {
    about:
      'pages rendered on the server: the frame, and the page where it is the same for every shopper',
  }),
  SSR_PROCESSES: integerBetween(2, 1, 16, {
    about: 'renderer processes that server rendering runs',
  }),
  SSR_REUSE_MS: nonNegativeInteger(5000, {
    about:
      'how long a rendering serves the next shopper of the same page, data and header state; 0: every page rendered anew',
  }),
  SSR_FRAME_HOLD_MS: nonNegativeInteger(150, {
    about:
      "how long a server-rendered page's frame waits for its regions before it goes out and they stream after it",
  }),
  SSR_REGION_DEADLINE_MS: integerBetween(1500, 1, 60000, {
    about:
      'how long the regions may take once the frame is out; then the browser renders what is missing',
  }),
  SSR_FRAME: retired('set SSR instead'),

  // Data and state.
  DATABASE_URL: text(null, {
    about: 'a PostgreSQL connection string',
    shownDefault: 'unset: embedded PGlite',
  }),
  DATABASE_POOL_SIZE: integerBetween(DEFAULT_POOL_SIZE, 1, 100, {
    about: 'PostgreSQL connections at most: about two per database core',
  }),
  STATE_DIR: filePath({
    about:
      "the server's own folder: lock, record of where it listens, operator token, uploads; one server per folder",
    shownDefault: '`.data`; `<DATA_DIR>.state` if only `DATA_DIR`',
  }),
  DATA_DIR: filePath({ about: "PGlite's data folder", shownDefault: '`$STATE_DIR/pglite`' }),
  UPLOADS_DIR: filePath({
    about: 'uploaded files (CVs), never served back',
    shownDefault: '`$STATE_DIR/uploads`',
  }),

  // Caches and timings.
  MANIFEST_MAX_AGE_MS: nonNegativeInteger(1000, {
    about:
      "how long the server trusts a remote's manifest before asking again (it preloads the files the manifest names)",
  }),
  MANIFEST_TIMEOUT_MS: positiveInteger(800, {
    about:
      "how long a page waits for a remote's manifest; past it the page is written without that remote's preloads",
  }),
  FRAME_DATA_MAX_AGE_MS: nonNegativeInteger(1000, {
    about:
      "how long the header's categories and the top bar's settings are served from memory (and kept while the database is away)",
  }),
  CATALOGUE_CHANGES_CHECK_MS: nonNegativeInteger(1000, {
    about:
      "how often the listing index reads the catalogue's change log (stock, prices and products changed by any server)",
  }),
  LISTING_CACHE_MAX_AGE_MS: nonNegativeInteger(60_000, {
    about:
      "the longest a listing's or product's answer is reused; any catalogue change ends it sooner",
  }),
  SHUTDOWN_DRAIN_MS: nonNegativeInteger(1000, {
    about:
      'on SIGTERM, how long the server keeps answering (readiness failing, connections closing) before it stops',
  }),

  // Requests and logs.
  COUNTRY_HEADER: text('cf-ipcountry', {
    about: "request header with the visitor's country, set by a CDN",
  }),
  TRUST_PROXY: trustProxy({
    about:
      'trust `X-Forwarded-*`: `true`, a number of proxy hops, or comma-separated addresses and CIDRs (HSTS is sent only over HTTPS)',
  }),
  LOG_LEVEL: text('info', { about: 'pino log level' }),
  NODE_ENV: text(null, {
    about: '`production` refuses the development settings and requires the shared secrets',
    shownDefault: 'unset',
  }),

  // E-mail and the operator.
  SMTP_URL: url({
    about: 'SMTP server to send e-mail through, e.g. `smtps://user:pass@host:465`',
    shownDefault: 'unset: e-mails stay in the outbox',
  }),
  MAIL_FROM: text(null, {
    about: 'the From header of every e-mail',
    shownDefault: '`Aurelia <no-reply@…>` on the Italian store host',
  }),
  OUTBOX_POLL_MS: positiveInteger(5000, {
    about: 'how often the sender looks for e-mails to send',
  }),
  OPERATOR_TOKEN: text(null, {
    about: 'bearer token of the operator endpoints (`npm run outbox`)',
    shownDefault: 'unset: generated at each start',
  }),
  OPERATOR_TOKEN_FILE: filePath({
    about: 'where a generated token is written (mode 0600) and removed at shutdown',
    shownDefault: '`$STATE_DIR/operator-token`',
  }),

  // Limits on what one address or client may ask.
  NEWSLETTER_LIMIT_PER_EMAIL: rateLimit(
    { limit: 5, windowSeconds: 3600 },
    { about: 'newsletter signups per e-mail address per seconds' },
  ),
  NEWSLETTER_LIMIT_PER_CLIENT: rateLimit(
    { limit: 20, windowSeconds: 600 },
    { about: 'newsletter requests per client address per seconds' },
  ),
  LOGIN_LIMIT_PER_ACCOUNT: rateLimit(
    { limit: 5, windowSeconds: 900 },
    { about: 'account-deletion password attempts per customer per seconds (logins: see below)' },
  ),
  LOGIN_LIMIT_PER_CLIENT: rateLimit(
    { limit: 20, windowSeconds: 600 },
    { about: 'login attempts, and registrations, per client address per seconds' },
  ),
  LOST_PASSWORD_LIMIT_PER_EMAIL: rateLimit(
    { limit: 3, windowSeconds: 3600 },
    { about: 'reset and registration e-mails for one address per seconds' },
  ),
  LOST_PASSWORD_LIMIT_PER_CLIENT: rateLimit(
    { limit: 10, windowSeconds: 600 },
    { about: 'lost-password and reset requests per client address per seconds' },
  ),
  CAREER_LIMIT_PER_CLIENT: rateLimit(
    { limit: 5, windowSeconds: 3600 },
    { about: 'job applications per client address per seconds' },
  ),

  // Accounts.
  PASSWORD_HASH_MEMORY_KIB: integerBetween(
    PRODUCTION_HASH_MEMORY_KIB,
    MIN_HASH_MEMORY_KIB,
    MAX_HASH_MEMORY_KIB,
    { about: 'argon2id memory of new password hashes, 5 passes (OWASP: 7 MiB; tests use 1024)' },
  ),
  OIDC_PROVIDERS: {
    about:
      'JSON of social login providers: per name an https `issuer`, a `clientId`, optionally a `jwksUrl` (see below)',
    shownDefault: 'unset: no social login',
    read: (raw: string | undefined) => readOidcProviders(raw),
  },

  // Checkout and payments.
  SHIPPING_ITALY_CENTS: shipping('italy', 'to Italy'),
  SHIPPING_EU_CENTS: shipping('eu', 'to the rest of the EU'),
  SHIPPING_WORLD_CENTS: shipping('world', 'to the rest of the world'),
  PAYMENT_RESERVATION_MINUTES: positiveInteger(30, {
    about: "minutes an order's stock stays held while its payment is pending or failed",
  }),
  BANK_TRANSFER_BENEFICIARY: text('Aurelia S.r.l.', { about: 'whom bank transfers pay' }),
  BANK_TRANSFER_IBAN: text('IT60X0542811101000000123456', {
    about: "the shop's IBAN, on the transfer instructions",
  }),
  BANK_TRANSFER_BIC: text('BPMOIT22XXX', { about: "the shop's bank's BIC" }),
  BANK_TRANSFER_HOLD_HOURS: positiveInteger(48, {
    about:
      'hours a bank-transfer order holds its stock; unpaid by then, it is cancelled (docs/checkout.md)',
  }),
  BANK_TRANSFER_DAYS: retired('set BANK_TRANSFER_HOLD_HOURS instead'),
  UNPAID_ORDERS_LIMIT: positiveInteger(3, {
    about:
      'unpaid orders one visitor, one e-mail address and one client address may each hold at once',
  }),
  UNPAID_PIECES_LIMIT: positiveInteger(30, {
    about: 'pieces those unpaid orders may hold, per the same three (one order holds 30 at most)',
  }),
  ORDER_EMAIL_LIMIT_PER_ADDRESS: rateLimit(
    { limit: 5, windowSeconds: 3600 },
    {
      about:
        'bank-transfer e-mails per address per seconds; beyond, the order goes through unmailed',
    },
  ),
  PAYMENT_PROVIDER: choice(['test-gateway', 'stripe'] as const, 'test-gateway', {
    about: 'who takes card payments: the built-in test gateway, or Stripe with the two keys below',
  }),
  STRIPE_SECRET_KEY: text(null, { about: "Stripe's secret key", shownDefault: 'unset' }),
  STRIPE_WEBHOOK_SECRET: text(null, {
    about: "the signing secret of Stripe's webhook endpoint",
    shownDefault: 'unset',
  }),
  PAYMENT_GATEWAY_SECRET: text(null, {
    about:
      "the test gateway's HMAC key (card tokens, callbacks), equal on every server; required when `NODE_ENV=production`",
    shownDefault: 'unset: one kept in the database',
  }),
  ALLOW_TEST_GATEWAY: text(null, {
    about:
      '`true` lets the test gateway (test cards pay) run when `NODE_ENV=production`; refused otherwise',
    shownDefault: 'unset',
  }),

  // Development only.
  REMOTE_OVERRIDES: developmentOnly({
    about: '`allow`: a browser may point a remote at another build (`?remote:<name>=<url>`)',
    shownDefault: '`off`',
    read(raw: string | undefined, name: string) {
      const value = raw?.trim().toLowerCase();
      if (!value || value === 'off') return false;
      if (value !== 'allow') throw new Error(`${name} must be "allow" or "off", got "${value}"`);
      return true;
    },
  }),
  TEST_IDENTITY_PROVIDER: developmentOnly({
    about:
      '`on`: "Continue with Google/Apple" against the built-in OpenID Connect test provider (docs/social-login.md)',
    shownDefault: '`on`, `off` when `OIDC_PROVIDERS` is set',
    read(raw: string | undefined, name: string, env: Env) {
      const value = raw?.trim().toLowerCase();
      if (!value) return env.NODE_ENV !== 'production' && !env.OIDC_PROVIDERS?.trim();
      if (value === 'on') return true;
      if (value === 'off') return false;
      throw new Error(`${name} must be "on" or "off", got "${raw}"`);
    },
  }),
  DEV_SERVER_ORIGINS: developmentOnly({
    about: "comma-separated origins of remotes' dev servers (`npm run dev`), for hot updates",
    shownDefault: 'none',
    read(raw: string | undefined, name: string) {
      if (raw === undefined) return [];
      return raw.split(',').map((origin) => {
        const parsed = URL.canParse(origin.trim()) ? new URL(origin.trim()) : null;
        if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
          throw new Error(`${name} must list http(s) origins, got "${origin}"`);
        }
        return parsed.origin;
      });
    },
  }),
} satisfies Record<string, Setting<unknown>>;

export type SettingName = keyof typeof SETTINGS;
export type Settings = { [Name in SettingName]: ReturnType<(typeof SETTINGS)[Name]['read']> };

/** Every setting read from `env`; an empty or blank variable counts as unset. */
export function readSettings(env: Env): Settings {
  const read = (name: SettingName) => {
    const raw = env[name];
    return SETTINGS[name].read(raw?.trim() ? raw : undefined, name, env);
  };
  return Object.fromEntries(
    (Object.keys(SETTINGS) as SettingName[]).map((name) => [name, read(name)]),
  ) as Settings;
}
