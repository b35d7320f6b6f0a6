import { SEARCH_QUERY_MAX_LENGTH } from '@shop/shared';
import { boundedQuery } from './bounded-query';

describe('boundedQuery', () => {
  it('leaves a query within the limit as it is', () => {
    const q = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH);
    expect(boundedQuery(q)).toEqual({ q, shortened: false });
  });

  it('cuts a longer query at its last whole word within the limit', () => {
    const q = 'camicia lino '.repeat(30);
    const bounded = boundedQuery(q);
    expect(bounded.shortened).toBe(true);
    expect(bounded.q.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
    expect(bounded.q.endsWith('camicia')).toBe(true);
    expect(bounded.q.split(' ').every((word) => ['camicia', 'lino'].includes(word))).toBe(true);
  });

  it('cuts one very long word at the limit', () => {
    expect(boundedQuery('x'.repeat(300))).toEqual({
      q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH),
      shortened: true,
    });
  });
});
