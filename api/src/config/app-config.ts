import type { RemoteName, ShippingZone, StoreId } from '@shop/shared/contracts';

// What the server runs with, read from the environment by `loadConfig` (each variable is declared
// once, in `settings.ts`).

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

/** Where the test provider is reached: by the shopper's browser, and by the shop's own server. */
export interface TestIdentityProviderConfig {
  /** The Italian store's origin: the issuer's, and the sign-in page's. */
  publicOrigin: string;
  /** The server's own listening address, for the token and key calls it makes to itself. */
  backchannelOrigin: string;
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
  /**
   * Where the server trades the code the shopper brings back for an ID token (with the PKCE
   * verifier); null: `token_endpoint` of the discovery document.
   */
  tokenEndpoint: string | null;
  /** What the token endpoint wants besides the client id (`client_secret_post`); null: none. */
  clientSecret: string | null;
  /** The provider's name on the button ("Continue with {label}"); the provider's key by default. */
  label: string;
  /**
   * How the provider answers: in the query of the login page (`query`), or by a POST to the shop
   * (`form_post`; Apple's web sign-in whenever it is asked for the name or e-mail).
   */
  responseMode: OidcResponseMode;
}

export type OidcResponseMode = 'query' | 'form_post';

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
   * Server rendering, by the shell's renderer (`<shellDist>/server/renderer.cjs`) in processes of
   * its own; null (or without that build) the browser renders everything.
   */
  serverRendering: {
    processes: number;
    /** How long a rendering serves the next shopper of the same page, data and header state. */
    reuseMs: number;
    /** How long the frame waits for the page's regions before it goes out without them. */
    frameHoldMs: number;
    /** How long the regions may take once the frame is out; then the browser renders the rest. */
    regionDeadlineMs: number;
  } | null;
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
   * The built-in OpenID Connect test provider, served by this server (development only); its
   * providers are among `oidcProviders`. Null: off.
   */
  testIdentityProvider: TestIdentityProviderConfig | null;
  /**
   * Where uploaded files (the CVs of job applications, under `cv/`) are kept: outside every folder
   * the server serves, in the state folder. Never served back.
   */
  uploadsDir: string;
  /** Job applications (CV uploads) from one client address. */
  careerLimitPerClient: RateLimitRule;
  checkout: CheckoutSettings;
}
