import autocannon from 'autocannon';
import { measured, round, type Figures } from '../figures';

export const OFFERED_RATE = 500;
export const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;

function fire(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
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
export async function loadEndpoint(prefix: string, url: string): Promise<Figures> {
  await fire(url, WARM_UP_SECONDS);
  const result = await fire(url, DURATION_SECONDS);
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

/** The endpoints every page asks for, on one database engine. */
export async function loadApi(engine: string, apiOrigin: string): Promise<Figures> {
  return {
    ...(await loadEndpoint(`api.${engine}.categories`, `${apiOrigin}/api/categories?lang=it`)),
    ...(await loadEndpoint(`api.${engine}.settings`, `${apiOrigin}/api/settings?lang=it`)),
  };
}
