import autocannon from 'autocannon';
import { measured, round, type Figures } from '../figures';
import { loginBody, registerBenchCustomer } from '../shop/bench-customer';

export const OFFERED_RATE = 500;
/** Logins a second: each costs a password hash (argon2id, about 14 ms of one core). */
export const LOGIN_RATE = 20;
export const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;

interface LoadOptions {
  /** Several paths: each connection cycles through them (different filters of one listing). */
  paths?: string[];
  /** POSTs of these JSON bodies instead of GETs, each connection cycling through them. */
  posts?: { bodies: string[]; origin: string };
  rate?: number;
}

function fire(url: string, seconds: number, options: LoadOptions): Promise<autocannon.Result> {
  const { paths, posts, rate = OFFERED_RATE } = options;
  let turn = 0;
  const path = new URL(url).pathname;
  return autocannon({
    url,
    ...(paths && { requests: paths.map((path) => ({ method: 'GET' as const, path })) }),
    ...(posts && {
      // One request each, the body taken in turn across all connections: every connection starting
      // at the first body would have ten logins of one account in flight at once.
      requests: [
        {
          method: 'POST' as const,
          path,
          headers: { 'content-type': 'application/json', origin: posts.origin },
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: posts.bodies[(turn += 1) % posts.bodies.length],
          }),
        },
      ],
    }),
    connections: CONNECTIONS,
    duration: seconds,
    // A fixed offered rate (autocannon -R), not saturation: latency at the load a shop expects.
    overallRate: rate,
  });
}

/**
 * One endpoint at 500 requests/s (or `options.rate`) for 10 s after a warm-up: latency p50 and
 * p99 from autocannon's table, and failures (connection errors, timeouts and answers outside 2xx).
 */
export async function loadEndpoint(
  prefix: string,
  url: string,
  options: LoadOptions = {},
): Promise<Figures> {
  await fire(url, WARM_UP_SECONDS, options);
  const result = await fire(url, DURATION_SECONDS, options);
  const failures = result.errors + result.timeouts + result.non2xx;
  const achieved = round(result.requests.total / DURATION_SECONDS);
  const offered = options.rate ?? OFFERED_RATE;
  return {
    // Below the offered rate the server could not keep up, and its latencies describe saturation.
    [`${prefix}.achieved-rps`]: measured(achieved, 'req/s', `offered ${offered}`),
    [`${prefix}.p50-ms`]: measured(result.latency.p50, 'ms'),
    [`${prefix}.p99-ms`]: measured(result.latency.p99, 'ms', `max ${result.latency.max} ms`),
    [`${prefix}.failures`]: measured(
      failures,
      'requests',
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx of ${result.requests.total}`,
    ),
  };
}

/**
 * Listings a category page asks for: the department, a subcategory, filters, sorts and pages, so
 * the load is not one cached answer (the listing cache keeps each for a second).
 */
export const LISTING_PATHS = [
  '/api/products?category=Uomo&lang=it',
  '/api/products?category=Uomo/Camicie&lang=it',
  '/api/products?category=Donna&lang=it&sort=price-asc',
  '/api/products?category=Donna/Abiti&lang=it&sizes=M',
  '/api/products?category=Uomo&lang=it&sizes=M,L&sort=price-desc',
  '/api/products?category=Men/Knitwear&lang=en&colours=navy',
  '/api/products?category=Uomo&lang=it&page=3',
  '/api/products?category=Women&lang=en&priceMin=5000&priceMax=20000',
];

/** Product pages of the first listing's products: several, as shoppers open different ones. */
async function productPaths(apiOrigin: string): Promise<string[]> {
  const response = await fetch(`${apiOrigin}/api/products?category=Uomo&lang=it`);
  const listing = (await response.json()) as { items: { path: string }[] };
  return listing.items.slice(0, 12).map((item) => `/api/products/${item.path}?lang=it`);
}

/** The endpoints every page asks for, and the catalogue's, on one database engine. */
export async function loadApi(engine: string, apiOrigin: string): Promise<Figures> {
  const products = await productPaths(apiOrigin);
  return {
    ...(await loadEndpoint(`api.${engine}.categories`, `${apiOrigin}/api/categories?lang=it`)),
    ...(await loadEndpoint(`api.${engine}.settings`, `${apiOrigin}/api/settings?lang=it`)),
    ...(await loadEndpoint(`api.${engine}.listing`, apiOrigin, { paths: LISTING_PATHS })),
    ...(await loadEndpoint(`api.${engine}.product`, apiOrigin, { paths: products })),
    ...(await loadLogin(engine, apiOrigin)),
  };
}

/**
 * Customers logging in with the right password, 20 a second in all: the password hash's cost.
 * Twenty customers take turns, as real ones would; one account logging in ten times at once is
 * what the per-account limit is there to refuse.
 */
async function loadLogin(engine: string, apiOrigin: string): Promise<Figures> {
  const customers = [];
  for (let count = 0; count < LOGIN_RATE; count += 1) {
    customers.push(await registerBenchCustomer(apiOrigin));
  }
  return loadEndpoint(`api.${engine}.login`, `${apiOrigin}/api/auth/login`, {
    posts: {
      bodies: customers.map((customer) => JSON.stringify(loginBody(customer))),
      origin: apiOrigin,
    },
    rate: LOGIN_RATE,
  });
}
