const API_ERROR_BRAND = Symbol.for('@shop/shared/api-error');

/** Message used when an error answer carries no `message` or `error` text. */
export const GENERIC_API_ERROR_MESSAGE = 'Request failed';
/** Message of the error thrown when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/**
 * A failed API call: a non-2xx answer, or (with `status` 0) a network failure. `message` is the
 * server's `message` (or `error`) field, ready to show; `body` is the parsed answer, if any.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly [API_ERROR_BRAND] = true;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** True for a network failure (no HTTP answer at all). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * Whether `value` is an `ApiError`. Checks a global brand rather than `instanceof`, so it also
 * recognises errors thrown by a second copy of this module.
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true
  );
}

/** The text to show for an error body: its `message` field, else its `error` field, else `fallback`. */
export function messageFromErrorBody(body: unknown, fallback = GENERIC_API_ERROR_MESSAGE): string {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return fallback;
}
