import { apiClient, buildUrl, createApiClient, type FetchFunction } from './api-client';
import {
  ApiError,
  GENERIC_API_ERROR_MESSAGE,
  isApiError,
  NETWORK_ERROR_MESSAGE,
} from './api-error';

/** A minimal Response: jsdom has no fetch API, and the client only reads status, ok and text(). */
function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status <= 299,
    text: () => Promise.resolve(text),
  } as Response;
}

function fakeFetch(...responses: Response[]) {
  const queue = [...responses];
  return jest.fn<Promise<Response>, Parameters<FetchFunction>>(() => {
    const next = queue.shift();
    return next ? Promise.resolve(next) : Promise.reject(new Error('no response queued'));
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('GETs JSON from /api with cookies and the Accept header', async () => {
    const fetch = fakeFetch(fakeResponse(200, { globalMessages: ['Ciao'] }));
    const client = createApiClient({ fetch });

    const settings = await client.get<{ globalMessages: string[] }>('/settings', {
      query: { lang: 'it' },
    });

    expect(settings).toEqual({ globalMessages: ['Ciao'] });
    expect(fetch).toHaveBeenCalledWith('/api/settings?lang=it', {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it('POSTs, PATCHes and DELETEs with JSON bodies', async () => {
    const fetch = fakeFetch(
      fakeResponse(201, { ok: true }),
      fakeResponse(200, { edited: 1 }),
      fakeResponse(200, { removed: 1 }),
    );
    const client = createApiClient({ baseUrl: '/api/', fetch });

    await expect(client.post('newsletter', { email: 'a@b.it', language: 'it' })).resolves.toEqual({
      ok: true,
    });
    await expect(client.patch('/cart/edit', { quantity: 2 })).resolves.toEqual({ edited: 1 });
    await expect(client.delete('/account/addresses/7')).resolves.toEqual({ removed: 1 });

    const [post, patch, del] = fetch.mock.calls;
    expect(post).toEqual([
      '/api/newsletter',
      {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{"email":"a@b.it","language":"it"}',
      },
    ]);
    expect(patch?.[1]).toMatchObject({ method: 'PATCH', body: '{"quantity":2}' });
    expect(del?.[0]).toBe('/api/account/addresses/7');
    expect(del?.[1]).toMatchObject({ method: 'DELETE' });
    expect(del?.[1]).not.toHaveProperty('body');
  });

  it('treats every 2xx as success and resolves 204 or an empty body to undefined', async () => {
    const fetch = fakeFetch(fakeResponse(204), fakeResponse(202, ''), fakeResponse(299, [1]));
    const client = createApiClient({ fetch });

    await expect(client.post('/auth/logout')).resolves.toBeUndefined();
    await expect(client.post('/cart/remove', { id: 1 })).resolves.toBeUndefined();
    await expect(client.get('/odd')).resolves.toEqual([1]);
  });

  it('returns a non-JSON success body as text', async () => {
    const client = createApiClient({ fetch: fakeFetch(fakeResponse(200, 'plain')) });
    await expect(client.get('/robots')).resolves.toBe('plain');
  });

  it('throws ApiError with the status, the body message and the parsed body', async () => {
    const body = { message: 'Coupon sconto non valido' };
    const client = createApiClient({ fetch: fakeFetch(fakeResponse(400, body)) });

    const error = await caught(client.post('/cart/addDiscount', { code: 'NOPE' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Coupon sconto non valido');
    expect(error.body).toEqual(body);
    expect(error.isNetworkError).toBe(false);
  });

  it('falls back to the error field, then to a generic text', async () => {
    const client = createApiClient({
      fetch: fakeFetch(
        fakeResponse(422, { error: 'Email già iscritta' }),
        fakeResponse(500, '<html>oops</html>'),
        fakeResponse(404),
        fakeResponse(409, { message: '', error: 42 }),
      ),
    });

    expect((await caught(client.post('/newsletter', {}))).message).toBe('Email già iscritta');
    const html = await caught(client.get('/x'));
    expect(html.message).toBe(GENERIC_API_ERROR_MESSAGE);
    expect(html.body).toBe('<html>oops</html>');
    const empty = await caught(client.get('/missing'));
    expect([empty.status, empty.message, empty.body]).toEqual([
      404,
      GENERIC_API_ERROR_MESSAGE,
      null,
    ]);
    expect((await caught(client.get('/conflict'))).message).toBe(GENERIC_API_ERROR_MESSAGE);
  });

  it('treats a 3xx answer that reaches it as a failure', async () => {
    const client = createApiClient({ fetch: fakeFetch(fakeResponse(304)) });
    expect((await caught(client.get('/cached'))).status).toBe(304);
  });

  it('throws ApiError with status 0 on a network failure', async () => {
    const cause = new TypeError('Failed to fetch');
    const client = createApiClient({ fetch: () => Promise.reject(cause) });

    const error = await caught(client.get('/cart'));

    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.cause).toBe(cause);
  });

  it('lets an aborted request reject with the abort error itself', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const client = createApiClient({ fetch: () => Promise.reject(abort) });
    await expect(client.get('/cart')).rejects.toBe(abort);
  });

  it('passes the abort signal and extra headers through', async () => {
    const fetch = fakeFetch(fakeResponse(200, {}));
    const controller = new AbortController();
    await createApiClient({ fetch }).get('/cart', {
      signal: controller.signal,
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      signal: controller.signal,
      headers: { Accept: 'application/json', 'Idempotency-Key': 'k1' },
    });
  });

  it('sends FormData as it is, for uploads', async () => {
    const fetch = fakeFetch(fakeResponse(201, { id: 'cv-1' }));
    const form = new FormData();
    form.append('department', 'design');

    await createApiClient({ fetch }).post('/careers', form);

    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('uses the global fetch when none is given', async () => {
    const original = globalThis.fetch;
    const fetch = fakeFetch(fakeResponse(200, { ok: 1 }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    try {
      await expect(apiClient.get('/categories')).resolves.toEqual({ ok: 1 });
      expect(apiClient.baseUrl).toBe('/api');
      expect(fetch.mock.calls[0]?.[0]).toBe('/api/categories');
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('buildUrl', () => {
  it('joins base and path with one slash', () => {
    expect(buildUrl('/api', '/cart')).toBe('/api/cart');
    expect(buildUrl('/api/', 'cart')).toBe('/api/cart');
    expect(buildUrl('', '/cart')).toBe('/cart');
    expect(buildUrl('http://intl.localhost:8080/api', '/cart')).toBe(
      'http://intl.localhost:8080/api/cart',
    );
  });

  it('keeps an absolute URL as it is', () => {
    expect(buildUrl('/api', 'https://cdn.example/x.json')).toBe('https://cdn.example/x.json');
  });

  it('encodes query values, skips null and undefined and repeats arrays', () => {
    expect(
      buildUrl('/api', '/products', {
        q: 'camicia blu & co',
        page: 2,
        sale: true,
        colour: ['blu', 'nero'],
        size: undefined,
        sort: null,
      }),
    ).toBe('/api/products?q=camicia+blu+%26+co&page=2&sale=true&colour=blu&colour=nero');
    expect(buildUrl('/api', '/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('/api', '/x', { a: undefined })).toBe('/api/x');
  });
});

describe('isApiError', () => {
  it('recognises ApiError and nothing else', () => {
    expect(isApiError(new ApiError(500, 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 500, message: 'x', name: 'ApiError' })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });

  it('recognises an ApiError from a second copy of the module', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./api-error') as { ApiError: typeof ApiError };
      const foreign = new copy.ApiError(401, 'no');
      expect(foreign).not.toBeInstanceOf(ApiError);
      expect(isApiError(foreign)).toBe(true);
    });
  });
});
