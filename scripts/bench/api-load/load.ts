import autocannon from 'autocannon';
import { measured, round, type Figures } from '../figures';

export const OFFERED_RATE = 500;
export const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;

function fire(url: string, seconds: number, paths?: string[]): Promise<autocannon.Result> {
  return autocannon({
    url,
    // Several paths: each connection cycles through them (different filters of one listing).
    ...(paths && { requests: paths.map((path) => ({ method: 'GET' as const, path })) }),
    connections: CONNECTIONS,
    duration: seconds,
    // A fixed offered rate (autocannon -R), not saturation: latency at the load a shop expects.
    overallRate: OFFERED_RATE,
  });
}

/**
 * One endpoint at 500 requests/s for 10 s after a warm-up: latency p50 and p99 from autocannon's
 * table, and failures (connection errors, timeouts and answers outside 2xx).
 */
export async function loadEndpoint(
  prefix: string,
  url: string,
  paths?: string[],
): Promise<Figures> {
  await fire(url, WARM_UP_SECONDS, paths);
  const result = await fire(url, DURATION_SECONDS, paths);
  const failures = result.errors + result.timeouts + result.non2xx;
  const achieved = round(result.requests.total / DURATION_SECONDS);
  return {
    // Below the offered rate the server could not keep up, and its latencies describe saturation.
    [`${prefix}.achieved-rps`]: measured(achieved, 'req/s', `offered ${OFFERED_RATE}`),
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
    ...(await loadEndpoint(`api.${engine}.listing`, apiOrigin, LISTING_PATHS)),
    ...(await loadEndpoint(`api.${engine}.product`, apiOrigin, products)),
  };
}
