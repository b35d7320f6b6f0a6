import { SEARCH_QUERY_MAX_LENGTH } from '@shop/shared';

export interface BoundedQuery {
  q: string;
  /** Whether `q` is the start of a longer query, cut to what the search takes. */
  shortened: boolean;
}

/**
 * A query as the search takes it: at most SEARCH_QUERY_MAX_LENGTH characters (the search field's
 * maxlength and the API's limit). A longer one, as a pasted or hand-written address may carry, is
 * cut at its last whole word within the limit (or at the limit, for one long word).
 */
export function boundedQuery(q: string): BoundedQuery {
  if (q.length <= SEARCH_QUERY_MAX_LENGTH) return { q, shortened: false };
  const head = q.slice(0, SEARCH_QUERY_MAX_LENGTH);
  const wordEnd = /\s/.test(q.charAt(SEARCH_QUERY_MAX_LENGTH))
    ? head.length
    : head.search(/\s\S*$/);
  return { q: (wordEnd > 0 ? head.slice(0, wordEnd) : head).trim(), shortened: true };
}
