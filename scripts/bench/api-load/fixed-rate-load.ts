import autocannon from 'autocannon';
import { measured, round, type Figures } from '../figures';

export const OFFERED_RATE = 500;
export const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;

export interface PostRequest {
  body: string;
  headers?: Record<string, string>;
}

interface LoadOptions {
  /** Several paths: each connection cycles through them (different filters of one listing). */
  paths?: string[];
  /**
   * POSTs of these JSON bodies (with their own headers, such as a shopper's cookie) instead of
   * GETs, taken in turn across all connections.
   */
  posts?: { requests: PostRequest[]; origin: string };
  rate?: number;
}

/** Where the turn through `posts` stands: the measured run goes on from where the warm-up ended. */
interface Cursor {
  turn: number;
}

function fire(
  url: string,
  seconds: number,
  options: LoadOptions,
  cursor: Cursor,
): Promise<autocannon.Result> {
  const { paths, posts, rate = OFFERED_RATE } = options;
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
          setupRequest: (request: autocannon.Request) => {
            const next = posts.requests[cursor.turn++ % posts.requests.length];
            return {
              ...request,
              body: next?.body,
              headers: { ...request.headers, ...next?.headers },
            };
          },
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
  const cursor: Cursor = { turn: 0 };
  await fire(url, WARM_UP_SECONDS, options, cursor);
  const result = await fire(url, DURATION_SECONDS, options, cursor);
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
