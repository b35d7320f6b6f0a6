import type { Locale } from '@shop/shared/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Expression, ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** At most this many words of a query are matched. */
const MAX_WORDS = 8;

/** The words of a query: split on anything but letters and digits, without repeats. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Products whose search text (name, category, colours; lower case, no accents) holds every word
 * of the query, each either as written or, for a typo, as a close enough word (pg_trgm's
 * `<%`: word similarity of at least 0.6). Both sides are folded by the same `shop_unaccent`.
 */
export function searchScope(
  words: string[],
  locale: Locale,
): {
  where: (
    eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>,
  ) => Expression<SqlBool>;
  relevance: RawBuilder<number>;
} {
  const document = sql.ref(locale === 'it' ? 'p.search_it' : 'p.search_en');
  const folded = (word: string) => sql`shop_unaccent(${word})`;
  return {
    where: () =>
      sql<SqlBool>`${sql.join(
        words.map(
          (word) =>
            sql`(${document} like '%' || ${folded(escapeLike(word))} || '%' or ${folded(word)} <% ${document})`,
        ),
        sql` and `,
      )}`,
    relevance: sql<number>`(${sql.join(
      words.map((word) => sql`word_similarity(${folded(word)}, ${document})`),
      sql` + `,
    )})`,
  };
}
