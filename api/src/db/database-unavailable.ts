import type { Locale } from '@shop/shared/contracts';

/** Seconds a client should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailableMessages: Record<Locale, string> = {
  it: 'Il negozio non è raggiungibile in questo momento. Riprova tra qualche istante.',
  en: 'The shop cannot be reached right now. Please try again in a moment.',
};

/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL's own codes for "not now": shutting down, starting, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and its pool say when a connection is lost, refused or not handed out in time. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /not queryable/i,
  /query read timeout/i,
  /Cannot use a pool after calling end/i,
];

/**
 * Whether `error` means the database cannot be reached (as opposed to a query that is wrong): the
 * request can be answered 503 with Retry-After, and will work again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: errors raised by Node's sockets may come from another realm.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) {
      return true;
    }
  }
  if (
    typeof message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return true;
  }
  // An AggregateError (several addresses refused) or a wrapped cause.
  const nested = [
    (error as { cause?: unknown }).cause,
    ...((error as { errors?: unknown[] }).errors ?? []),
  ];
  return nested.some((inner) => inner !== error && isDatabaseUnavailable(inner));
}
