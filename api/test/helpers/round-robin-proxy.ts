import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The response header naming which backend answered (its index in `setBackends`' list). */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobinProxy {
  /** Where shoppers send their requests: http://127.0.0.1:PORT. */
  origin: string;
  /** The servers behind the proxy, taken in turn from the next request on. */
  setBackends(origins: string[]): void;
  /** Which backend answered each request so far, in the order the requests came in. */
  readonly served: readonly { method: string; url: string; backend: number }[];
  close(): Promise<void>;
}

/** Headers that belong to one connection, not to the request or answer passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * A load balancer for tests: every request goes to the next backend in turn, whatever connection
 * or cookie it came with (no stickiness, so each step of a shopper's visit may land on another
 * server). It appends the client's address to X-Forwarded-For, as a real proxy does, and names the
 * backend that answered in `x-served-by`.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let backends: URL[] = [];
  let turn = 0;
  const served: { method: string; url: string; backend: number }[] = [];
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((request, response) => {
    if (backends.length === 0) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'No backend yet' }));
      return;
    }
    const backend = turn % backends.length;
    turn += 1;
    const target = backends[backend] as URL;
    served.push({ method: request.method ?? 'GET', url: request.url ?? '/', backend });
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // The Host header stays the shopper's: the server picks the store by it.
        headers: { ...withoutHopByHop(request.headers), 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...withoutHopByHop(answer.headers),
          [SERVED_BY_HEADER]: String(backend),
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) {
        response.destroy(error);
        return;
      }
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `Backend ${backend}: ${error.message}` }));
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setBackends(origins) {
      backends = origins.map((origin) => new URL(origin));
    },
    served,
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
