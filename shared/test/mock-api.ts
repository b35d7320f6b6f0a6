/** One answer of the fake API: a JSON body and a status (200 unless said). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeRoutes = Record<
  string,
  FakeAnswer | ((request: { url: URL; init?: RequestInit }) => FakeAnswer)
>;

/**
 * Replaces `fetch` with a fake API answering `METHOD /path` keys (query ignored) with JSON;
 * anything else answers 404 `{ message }`. Returns the recorded calls.
 */
export function mockApi(routes: FakeRoutes): jest.Mock {
  const fake = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://shop.test');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route({ url, init }) : route;
    const { status, body } = answer ?? { status: 404, body: { message: `No route ${key}` } };
    const code = status ?? 200;
    // jsdom has no fetch API; the client reads only status, ok and text().
    return {
      status: code,
      ok: code >= 200 && code <= 299,
      text: async () => JSON.stringify(body),
    } as Response;
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return fake;
}
