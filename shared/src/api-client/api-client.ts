import {
  ApiError,
  GENERIC_API_ERROR_MESSAGE,
  messageFromErrorBody,
  NETWORK_ERROR_MESSAGE,
} from './api-error';

type QueryValue = string | number | boolean | null | undefined;

/** Query-string parameters; `null`/`undefined` are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestWithBodyOptions extends RequestOptions {
  body?: unknown;
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Prefix of every path; default "/api". */
  baseUrl?: string;
  /** The `fetch` to use; default the global one, looked up at call time. */
  fetch?: FetchFunction;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Talks JSON to the shop's API. Every 2xx answer is a success (a 204 or empty body resolves to
 * `undefined`); anything else rejects with an `ApiError`.
 */
export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options?: RequestWithBodyOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestWithBodyOptions): Promise<T>;
}

/** Joins the base URL, the path and the query string. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  let url = isAbsolute
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`.replace(/\/$/, '') || '/';
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const item of values) {
        if (item !== null && item !== undefined) params.append(key, String(item));
      }
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

/** Bodies the browser sends as they are (multipart uploads, forms, files). */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** Creates a client bound to a base URL (default "/api"). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: HttpMethod,
    path: string,
    { query, headers, signal, body }: RequestWithBodyOptions = {},
  ): Promise<T> {
    const url = buildUrl(baseUrl, path, query);
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...headers },
    };
    if (signal) init.signal = signal;
    if (body !== undefined) {
      if (isRawBody(body)) {
        init.body = body;
      } else {
        init.body = JSON.stringify(body);
        init.headers = { 'Content-Type': 'application/json', ...init.headers };
      }
    }

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      // A cancelled request is not a failure of the API: let callers (TanStack Query) see it as is.
      if (isAbortError(error)) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, null, { cause: error });
    }

    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(
        response.ok ? 0 : response.status,
        response.ok ? NETWORK_ERROR_MESSAGE : GENERIC_API_ERROR_MESSAGE,
        null,
        { cause: error },
      );
    }

    if (response.status >= 200 && response.status <= 299) return parsed as T;
    throw new ApiError(
      response.status,
      messageFromErrorBody(parsed, GENERIC_API_ERROR_MESSAGE),
      parsed ?? null,
    );
  }

  return {
    baseUrl,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

/** The client every remote uses: same-origin `/api`, with the shopper's cookies. */
export const apiClient: ApiClient = createApiClient();
