import { evaluate } from './budgets';
import { measured, missing } from './figures';
import { toMarkdown } from './report';

describe('toMarkdown', () => {
  it('writes a table per area with value, budget and verdict, and names what is not met', () => {
    const rows = evaluate(
      {
        'pages.home.js-transferred-kb': measured(324.1, 'KB'),
        'pages.product.js-transferred-kb': missing('/products/x renders the 404 page'),
        'api.pglite.settings.p99-ms': measured(4, 'ms', 'max 9 ms'),
      },
      {
        'pages.home.js-transferred-kb': { max: 170 },
        'pages.product.js-transferred-kb': { max: 170 },
        'api.pglite.settings.p99-ms': { max: 10 },
      },
      ['pages', 'api'],
    );
    const markdown = toMarkdown(rows, '2026-11-22T07:00:00.000Z');
    expect(markdown).toContain('## pages');
    expect(markdown).toContain('| home.js-transferred-kb | 324.1 KB | ≤ 170 | over |');
    expect(markdown).toContain(
      '| product.js-transferred-kb | missing: /products/x renders the 404 page | ≤ 170 | missing |',
    );
    expect(markdown).toContain('## api');
    expect(markdown).toContain('| pglite.settings.p99-ms | 4 ms (max 9 ms) | ≤ 10 | ok |');
    expect(markdown).toContain(
      '2 budget(s) not met: pages.home.js-transferred-kb (over), pages.product.js-transferred-kb (missing).',
    );
  });
});

describe('toMarkdown of a route not built yet', () => {
  it('names it on each budgeted figure and leaves its unbudgeted figures to the JSON', () => {
    const reason = missing('/checkout renders the 404 page');
    const rows = evaluate(
      { 'pages.checkout.js-transferred-kb': reason, 'pages.checkout.js-decoded-kb': reason },
      { 'pages.checkout.js-transferred-kb': { max: 215 } },
      ['pages'],
    );
    const markdown = toMarkdown(rows, '2026-11-22T07:00:00.000Z');
    expect(markdown).toContain('| checkout.js-transferred-kb | missing:');
    expect(markdown).not.toContain('checkout.js-decoded-kb');
  });
});
