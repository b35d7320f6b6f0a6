import path from 'node:path';
import { loadConfig } from '../src/config';

const repoRoot = path.resolve(__dirname, '../..');

test('defaults: ports, stores on *.localhost, remotes on the CDN port, PGlite in the repo, pages rendered on the server', () => {
  const config = loadConfig({}, repoRoot);

  expect(config).toMatchObject({
    host: 'localhost',
    port: 8080,
    cdnPort: 8081,
    storeOrigins: { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' },
    database: { engine: 'pglite', dataDir: path.join(repoRoot, '.data/pglite') },
    shellDist: path.join(repoRoot, 'shell/dist'),
    serverRendering: { processes: 2, reuseMs: 5000, frameHoldMs: 150, regionDeadlineMs: 1500 },
    countryHeader: 'cf-ipcountry',
    trustProxy: false,
    logLevel: 'info',
  });
  expect(config.remotes.mf_catalogue).toEqual({
    entry: 'http://localhost:8081/mf-catalogue/mf-manifest.json',
    distDir: path.join(repoRoot, 'mf-catalogue/dist'),
    cdnPath: 'mf-catalogue',
  });
  expect(config.remotes.mf_content.entry).toBe('http://localhost:8081/mf-content/mf-manifest.json');
});

test('the repo root is found from the module, not from the working directory', () => {
  const cwd = process.cwd();
  process.chdir('/');
  try {
    expect(loadConfig({}).shellDist).toBe(path.join(repoRoot, 'shell/dist'));
  } finally {
    process.chdir(cwd);
  }
});

test('every setting can be overridden from the environment', () => {
  const config = loadConfig(
    {
      PORT: '3000',
      CDN_PORT: '3001',
      HOST: '0.0.0.0',
      STORE_IT_URL: 'https://www.shop.it/',
      STORE_INTL_URL: 'https://www.shop.com',
      REMOTE_CHECKOUT_URL: 'https://cdn.shop.com/checkout/v3/mf-manifest.json',
      REMOTE_CHECKOUT_DIST: '/tmp/checkout-build',
      DATABASE_URL: 'postgres://shop@db/shop',
      SHELL_DIST: '/srv/shell',
      COUNTRY_HEADER: 'X-Country',
      TRUST_PROXY: '10.0.0.0/8, 192.168.0.1',
      LOG_LEVEL: 'warn',
    },
    repoRoot,
  );

  expect(config).toMatchObject({
    host: '0.0.0.0',
    port: 3000,
    cdnPort: 3001,
    storeOrigins: { it: 'https://www.shop.it', intl: 'https://www.shop.com' },
    database: { engine: 'postgres', url: 'postgres://shop@db/shop', poolSize: 4 },
    shellDist: '/srv/shell',
    countryHeader: 'x-country',
    trustProxy: ['10.0.0.0/8', '192.168.0.1'],
    logLevel: 'warn',
  });
  expect(config.remotes.mf_checkout).toEqual({
    entry: 'https://cdn.shop.com/checkout/v3/mf-manifest.json',
    distDir: '/tmp/checkout-build',
    cdnPath: 'mf-checkout',
  });
  expect(config.remotes.mf_catalogue.entry).toBe(
    'http://localhost:3001/mf-catalogue/mf-manifest.json',
  );
  expect(loadConfig({ TRUST_PROXY: 'true' }, repoRoot).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '2' }, repoRoot).trustProxy).toBe(2);
  expect(loadConfig({ SSR: 'off' }, repoRoot).serverRendering).toBeNull();
  expect(loadConfig({ SSR: 'ON' }, repoRoot).serverRendering).toEqual({
    processes: 2,
    reuseMs: 5000,
    frameHoldMs: 150,
    regionDeadlineMs: 1500,
  });
  expect(
    loadConfig(
      {
        SSR: 'on',
        SSR_PROCESSES: '3',
        SSR_REUSE_MS: '0',
        SSR_FRAME_HOLD_MS: '0',
        SSR_REGION_DEADLINE_MS: '900',
      },
      repoRoot,
    ).serverRendering,
  ).toEqual({ processes: 3, reuseMs: 0, frameHoldMs: 0, regionDeadlineMs: 900 });
  expect(() => loadConfig({ SSR_REGION_DEADLINE_MS: '0' }, repoRoot)).toThrow(
    /SSR_REGION_DEADLINE_MS/,
  );
});

test('invalid values fail with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' }, repoRoot)).toThrow(/PORT must be a port number/);
  expect(() => loadConfig({ REMOTE_ACCOUNT_URL: 'cdn/account' }, repoRoot)).toThrow(
    /REMOTE_ACCOUNT_URL must be an absolute URL/,
  );
  expect(() => loadConfig({ SSR: 'maybe' }, repoRoot)).toThrow(/SSR must be "on" or "off"/);
  expect(() => loadConfig({ SSR_FRAME: 'on' }, repoRoot)).toThrow(/SSR_FRAME is no longer read/);
});

test('e-mail, operator and rate-limit settings: defaults and overrides', () => {
  const defaults = loadConfig({}, repoRoot);
  expect(defaults.email).toEqual({
    smtpUrl: null,
    from: 'Aurelia <no-reply@it.localhost>',
    pollIntervalMs: 5000,
  });
  expect(defaults.operator).toEqual({
    token: null,
    tokenFile: path.join(repoRoot, '.data/operator-token'),
  });
  expect(defaults.newsletterLimits).toEqual({
    perEmail: { limit: 5, windowSeconds: 3600 },
    perClient: { limit: 20, windowSeconds: 600 },
  });

  const custom = loadConfig(
    {
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'Shop <news@example.com>',
      OUTBOX_POLL_MS: '250',
      OPERATOR_TOKEN: 'operator-secret',
      OPERATOR_TOKEN_FILE: '/run/shop/token',
      NEWSLETTER_LIMIT_PER_EMAIL: '3/60',
      NEWSLETTER_LIMIT_PER_CLIENT: ' 100 / 300 ',
    },
    repoRoot,
  );
  expect(custom.email).toEqual({
    smtpUrl: 'smtps://shop:secret@mail.example.com:465',
    from: 'Shop <news@example.com>',
    pollIntervalMs: 250,
  });
  expect(custom.operator).toEqual({ token: 'operator-secret', tokenFile: '/run/shop/token' });
  expect(custom.newsletterLimits).toEqual({
    perEmail: { limit: 3, windowSeconds: 60 },
    perClient: { limit: 100, windowSeconds: 300 },
  });
  expect(() => loadConfig({ NEWSLETTER_LIMIT_PER_EMAIL: '5 per hour' }, repoRoot)).toThrow(
    /NEWSLETTER_LIMIT_PER_EMAIL must be "<requests>\/<seconds>"/,
  );
  expect(() => loadConfig({ OUTBOX_POLL_MS: '0' }, repoRoot)).toThrow(/OUTBOX_POLL_MS/);
});

test('login and lost-password limits and the password hash cost: defaults and overrides', () => {
  const defaults = loadConfig({}, repoRoot);
  expect(defaults.authLimits).toEqual({
    loginPerAccount: { limit: 5, windowSeconds: 900 },
    loginPerClient: { limit: 20, windowSeconds: 600 },
    lostPasswordPerEmail: { limit: 3, windowSeconds: 3600 },
    lostPasswordPerClient: { limit: 10, windowSeconds: 600 },
  });
  expect(defaults.passwordHashMemoryKib).toBe(7_168);

  const custom = loadConfig(
    {
      LOGIN_LIMIT_PER_ACCOUNT: '10/60',
      LOGIN_LIMIT_PER_CLIENT: '100/60',
      LOST_PASSWORD_LIMIT_PER_EMAIL: '1/60',
      LOST_PASSWORD_LIMIT_PER_CLIENT: '2/60',
      PASSWORD_HASH_MEMORY_KIB: '65536',
    },
    repoRoot,
  );
  expect(custom.authLimits).toEqual({
    loginPerAccount: { limit: 10, windowSeconds: 60 },
    loginPerClient: { limit: 100, windowSeconds: 60 },
    lostPasswordPerEmail: { limit: 1, windowSeconds: 60 },
    lostPasswordPerClient: { limit: 2, windowSeconds: 60 },
  });
  expect(custom.passwordHashMemoryKib).toBe(65_536);
  expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' }, repoRoot)).toThrow(
    /PASSWORD_HASH_MEMORY_KIB must be a whole number from 1024 to 1048576/,
  );
  expect(() => loadConfig({ LOGIN_LIMIT_PER_ACCOUNT: 'five' }, repoRoot)).toThrow(
    /LOGIN_LIMIT_PER_ACCOUNT/,
  );
});

test('the built-in test identity provider: on in development, off in production and beside real providers', () => {
  const development = loadConfig({ PORT: '47000' }, repoRoot);
  expect(development.testIdentityProvider).toEqual({
    publicOrigin: 'http://it.localhost:47000',
    backchannelOrigin: 'http://localhost:47000',
  });
  expect(development.oidcProviders['test-google']).toEqual({
    issuer: 'http://it.localhost:47000/api/test-identity-provider/test-google',
    clientId: 'shop-development',
    jwksUrl: 'http://localhost:47000/api/test-identity-provider/test-google/jwks',
    authorizationEndpoint:
      'http://it.localhost:47000/api/test-identity-provider/test-google/authorize',
    tokenEndpoint: 'http://localhost:47000/api/test-identity-provider/test-google/token',
    clientSecret: null,
    label: 'Google',
    responseMode: 'query',
  });
  // "Apple" answers by form_post, as Apple's web sign-in does.
  expect(development.oidcProviders['test-apple']?.responseMode).toBe('form_post');
  expect(Object.keys(development.oidcProviders)).toEqual(['test-google', 'test-apple']);
  // A server on every interface calls itself on the loopback.
  expect(
    loadConfig({ PORT: '47000', HOST: '0.0.0.0' }, repoRoot).testIdentityProvider
      ?.backchannelOrigin,
  ).toBe('http://127.0.0.1:47000');

  const withRealProvider = {
    OIDC_PROVIDERS: '{"google":{"issuer":"https://a.example","clientId":"x"}}',
  };
  expect(loadConfig(withRealProvider, repoRoot).testIdentityProvider).toBeNull();
  expect(
    Object.keys(
      loadConfig({ ...withRealProvider, TEST_IDENTITY_PROVIDER: 'on' }, repoRoot).oidcProviders,
    ),
  ).toEqual(['test-google', 'test-apple', 'google']);

  const production = {
    NODE_ENV: 'production',
    PAYMENT_GATEWAY_SECRET: 'shared-by-every-server',
    ALLOW_TEST_GATEWAY: 'true',
  };
  expect(loadConfig(production, repoRoot).testIdentityProvider).toBeNull();
  expect(() => loadConfig({ ...production, TEST_IDENTITY_PROVIDER: 'on' }, repoRoot)).toThrow(
    /TEST_IDENTITY_PROVIDER is refused when NODE_ENV=production/,
  );
  expect(() => loadConfig({ TEST_IDENTITY_PROVIDER: 'yes' }, repoRoot)).toThrow(
    /TEST_IDENTITY_PROVIDER must be "on" or "off"/,
  );
});

test('social login providers: none by default beside the test provider, JSON per provider, https issuers only', () => {
  expect(loadConfig({ TEST_IDENTITY_PROVIDER: 'off' }, repoRoot).oidcProviders).toEqual({});

  const providers = loadConfig(
    {
      OIDC_PROVIDERS: JSON.stringify({
        google: {
          issuer: 'https://accounts.google.com',
          clientId: '1234.apps.example',
          authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
          label: 'Google',
        },
        apple: {
          issuer: 'https://appleid.apple.com',
          clientId: 'it.aurelia.web',
          jwksUrl: 'https://appleid.apple.com/auth/keys',
          responseMode: 'form_post',
        },
        local: {
          issuer: 'http://127.0.0.1:9000',
          clientId: 'dev',
          tokenEndpoint: 'http://127.0.0.1:9000/token',
          clientSecret: 'dev-secret',
        },
      }),
    },
    repoRoot,
  ).oidcProviders;
  expect(providers).toEqual({
    google: {
      issuer: 'https://accounts.google.com',
      clientId: '1234.apps.example',
      jwksUrl: null,
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: null,
      clientSecret: null,
      label: 'Google',
      responseMode: 'query',
    },
    apple: {
      issuer: 'https://appleid.apple.com',
      clientId: 'it.aurelia.web',
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      authorizationEndpoint: null,
      tokenEndpoint: null,
      clientSecret: null,
      label: 'apple',
      responseMode: 'form_post',
    },
    local: {
      issuer: 'http://127.0.0.1:9000',
      clientId: 'dev',
      jwksUrl: null,
      authorizationEndpoint: null,
      tokenEndpoint: 'http://127.0.0.1:9000/token',
      clientSecret: 'dev-secret',
      label: 'local',
      responseMode: 'query',
    },
  });

  const refused = (value: unknown) => () =>
    loadConfig({ OIDC_PROVIDERS: JSON.stringify(value) }, repoRoot);
  expect(() => loadConfig({ OIDC_PROVIDERS: 'google' }, repoRoot)).toThrow(/OIDC_PROVIDERS/);
  expect(refused([])).toThrow(/OIDC_PROVIDERS/);
  expect(
    refused({ apple: { issuer: 'https://a.example', clientId: 'x', responseMode: 'fragment' } }),
  ).toThrow(/responseMode/);
  expect(refused({ Google: { issuer: 'https://a.example', clientId: 'x' } })).toThrow(
    /provider name/,
  );
  expect(refused({ google: { issuer: 'http://accounts.example', clientId: 'x' } })).toThrow(
    /issuer must be an https URL/,
  );
  expect(refused({ google: { issuer: 'https://a.example' } })).toThrow(/clientId/);
  expect(refused({ google: { issuer: 'https://a.example', clientId: 'x', jwksUrl: 'x' } })).toThrow(
    /jwksUrl/,
  );
  expect(
    refused({
      google: {
        issuer: 'https://a.example',
        clientId: 'x',
        authorizationEndpoint: 'http://a.example',
      },
    }),
  ).toThrow(/authorizationEndpoint/);
  expect(
    refused({ google: { issuer: 'https://a.example', clientId: 'x', tokenEndpoint: 'ftp://a' } }),
  ).toThrow(/tokenEndpoint/);
  expect(
    refused({ google: { issuer: 'https://a.example', clientId: 'x', clientSecret: 7 } }),
  ).toThrow(/clientSecret/);
});

test('one state folder holds what a server writes, whatever the database', () => {
  const defaults = loadConfig({}, repoRoot);
  expect(defaults.stateDir).toBe(path.join(repoRoot, '.data'));
  expect(defaults.database).toEqual({
    engine: 'pglite',
    dataDir: path.join(repoRoot, '.data/pglite'),
  });
  expect(defaults.uploadsDir).toBe(path.join(repoRoot, '.data/uploads'));

  const onPostgres = loadConfig(
    { STATE_DIR: '/srv/shop-2', DATABASE_URL: 'postgres://shop@db/shop' },
    repoRoot,
  );
  expect(onPostgres.stateDir).toBe('/srv/shop-2');
  expect(onPostgres.operator.tokenFile).toBe('/srv/shop-2/operator-token');
  expect(onPostgres.uploadsDir).toBe('/srv/shop-2/uploads');

  // A data folder named alone brings a state folder of its own, beside it.
  const ownData = loadConfig({ DATA_DIR: '/tmp/shop-a/pglite' }, repoRoot);
  expect(ownData.stateDir).toBe('/tmp/shop-a/pglite.state');
  expect(ownData.database).toEqual({ engine: 'pglite', dataDir: '/tmp/shop-a/pglite' });
  expect(ownData.operator.tokenFile).toBe('/tmp/shop-a/pglite.state/operator-token');
  expect(loadConfig({ STATE_DIR: '/srv/s', DATA_DIR: '/data/p' }, repoRoot).stateDir).toBe(
    '/srv/s',
  );
});

test('production: shared secrets are required, and the test gateway only when allowed in so many words', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENT_GATEWAY_SECRET: 'shared-by-every-server',
    ALLOW_TEST_GATEWAY: 'true',
  };
  expect(loadConfig(production, repoRoot).checkout.gatewaySecret).toBe('shared-by-every-server');

  expect(() => loadConfig({ ...production, PAYMENT_GATEWAY_SECRET: '' }, repoRoot)).toThrow(
    'PAYMENT_GATEWAY_SECRET is required when NODE_ENV=production',
  );
  for (const allow of [undefined, '', '1', 'yes']) {
    expect(() => loadConfig({ ...production, ALLOW_TEST_GATEWAY: allow }, repoRoot)).toThrow(
      /test payment gateway .* refused when NODE_ENV=production: set ALLOW_TEST_GATEWAY=true/,
    );
  }
  // Stripe takes the cards, but the wallets and instalments are still the test gateway's.
  expect(() =>
    loadConfig(
      {
        ...production,
        ALLOW_TEST_GATEWAY: undefined,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      repoRoot,
    ),
  ).toThrow(/ALLOW_TEST_GATEWAY=true/);

  // Development: no secret configured means the one kept in the database.
  expect(loadConfig({}, repoRoot).checkout.gatewaySecret).toBeNull();
  expect(loadConfig({ ALLOW_TEST_GATEWAY: '' }, repoRoot).checkout.paymentProvider).toBe(
    'test-gateway',
  );
});

test('the limits on unpaid orders and order e-mails, and the bank-transfer hold, read with their defaults', () => {
  const defaults = loadConfig({}, repoRoot).checkout;
  expect(defaults.bankTransfer.holdHours).toBe(48);
  expect(defaults.unpaidLimits).toEqual({ orders: 3, pieces: 30 });
  expect(defaults.orderEmailsPerAddress).toEqual({ limit: 5, windowSeconds: 3600 });

  const set = loadConfig(
    {
      BANK_TRANSFER_HOLD_HOURS: '72',
      UNPAID_ORDERS_LIMIT: '5',
      UNPAID_PIECES_LIMIT: '40',
      ORDER_EMAIL_LIMIT_PER_ADDRESS: '2/600',
    },
    repoRoot,
  ).checkout;
  expect(set.bankTransfer.holdHours).toBe(72);
  expect(set.unpaidLimits).toEqual({ orders: 5, pieces: 40 });
  expect(set.orderEmailsPerAddress).toEqual({ limit: 2, windowSeconds: 600 });

  // The old setting held the stock for days: a server that still sets it says what replaced it.
  expect(() => loadConfig({ BANK_TRANSFER_DAYS: '5' }, repoRoot)).toThrow(
    /BANK_TRANSFER_HOLD_HOURS/,
  );
  expect(() => loadConfig({ UNPAID_ORDERS_LIMIT: '0' }, repoRoot)).toThrow(/UNPAID_ORDERS_LIMIT/);
});
