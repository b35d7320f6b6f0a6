import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  type Locale,
} from '@shop/shared/contracts';
import { validationMessages } from '@shop/shared/validation';
import { searchWords } from './search-scope';

const searchMessages = {
  it: { tooLong: `Puoi inserire al massimo ${SEARCH_QUERY_MAX_LENGTH} caratteri` },
  en: { tooLong: `Please enter at most ${SEARCH_QUERY_MAX_LENGTH} characters` },
} as const;

/** The query's problem for the shopper, or null: blank or too short, or too long. */
export function searchQueryProblem(q: string, locale: Locale): string | null {
  if (q.length < SEARCH_QUERY_MIN_LENGTH || searchWords(q).length === 0) {
    return validationMessages[locale].minChars3;
  }
  if (q.length > SEARCH_QUERY_MAX_LENGTH) return searchMessages[locale].tooLong;
  return null;
}
