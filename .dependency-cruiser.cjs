// @ts-check
/**
 * The import rules of the repository, checked by `npm run lint` (dependency-cruiser). Imports that
 * broke a rule before the rule existed are listed in `.dependency-cruiser-known-violations.json`
 * and are being worked off; a new one fails the check. `npm run lint:imports:baseline` rewrites
 * that list: only ever to shorten it.
 */

/** The API's business domains: each is reached from outside through its `index.ts` only. */
const API_DOMAINS = [
  'account',
  'careers',
  'cart',
  'catalogue',
  'cdn',
  'checkout',
  'content',
  'frame-data',
  'health',
  'media',
  'newsletter',
  'operator',
  'payments',
  'shell',
  'sitemap',
  'store-locator',
];
/** The API's infrastructure: any domain uses it; it uses no domain. */
const API_INFRASTRUCTURE = ['db', 'http', 'email', 'rate-limit', 'jobs', 'cli', 'state', 'cache'];

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
