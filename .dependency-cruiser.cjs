// @ts-check
/**
 * The import rules of the repository, checked by `npm run lint` (dependency-cruiser): a new import
 * that breaks one fails the check. No import is excused: the list of known breaches the rules
 * started with was worked off (docs/decisions/0002).
 */

/**
 * The API's domains from the bottom up: a domain uses only domains of the layers below its own,
 * so every dependency between domains runs one way (payments report an outcome, the orders in
 * checkout settle it; the cart and the wishlist carry themselves over at sign-in through the account's
 * hook).
 */
const API_DOMAIN_LAYERS = [
  ['media'],
  [
    'careers',
    'catalogue',
    'cdn',
    'content',
    'coupons',
    'health',
    'newsletter',
    'payments',
    'sitemap',
    'store-locator',
  ],
  ['account', 'frame-data'],
  ['cart', 'wishlist'],
  ['checkout'],
  ['operator', 'shell'],
];
/** The API's business domains: each is reached from outside through its `index.ts` only. */
const API_DOMAINS = API_DOMAIN_LAYERS.flat();

/** The API's infrastructure: any domain uses it; it uses no domain. */
const API_INFRASTRUCTURE = [
  'cache',
  'cli',
  'config',
  'db',
  'email',
  'http',
  'jobs',
  'rate-limit',
  'state',
];

const PACKAGES = [
  'shell',
  'mf-catalogue',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'shared',
  'api',
];
const REMOTES = ['mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content'];

const any = (names) => `(${names.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other, directly or round a circle, cannot be read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-domain-public-face',
      comment:
        'Another domain of the API (and its tests) uses a domain through its index.ts, never its insides.',
      severity: 'error',
      from: { path: '^(?:api/(?:src|test)/([^/]+)/|scripts/)' },
      to: {
        path: `^api/src/${any(API_DOMAINS)}/`,
        pathNot: ['^api/src/$1/', `^api/src/${any(API_DOMAINS)}/index\\.ts$`],
      },
    },
    ...API_DOMAIN_LAYERS.map((layer, index) => ({
      name: 'api-domains-one-way',
      comment: `A domain of the API uses the layers below its own only (${layer.join(', ')}).`,
      severity: /** @type {const} */ ('error'),
      from: { path: `^api/src/${any(layer)}/` },
      to: {
        path: `^api/src/${any(API_DOMAIN_LAYERS.slice(index).flat())}/`,
        pathNot: '^api/src/$1/',
      },
    })),
    {
      name: 'api-infrastructure-below-domains',
      comment: "The API's infrastructure (database, HTTP, e-mail…) knows no business domain.",
      severity: 'error',
      from: { path: `^api/src/${any(API_INFRASTRUCTURE)}/` },
      to: { path: `^api/src/${any(API_DOMAINS)}/` },
    },
    {
      name: 'packages-by-name',
      comment:
        'A package uses another by its name and public entries (`@shop/shared/contracts`), never by a relative path into its folder.',
      severity: 'error',
      from: { path: `^(${[...PACKAGES, 'scripts', 'e2e'].join('|')})/` },
      to: { path: `^${any(PACKAGES)}/`, pathNot: '^$1/' },
    },
    {
      name: 'remotes-independent',
      comment: 'A remote is released on its own: it imports no other remote and not the shell.',
      severity: 'error',
      from: { path: `^${any(REMOTES)}/` },
      to: { path: `^(shell|${REMOTES.join('|')})/`, pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|coverage)/' },
    tsPreCompilationDeps: true,
    // A package reached by its name stays under node_modules: only a relative path into another
    // package's folder lands on that folder itself, which is what `packages-by-name` finds.
    preserveSymlinks: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
