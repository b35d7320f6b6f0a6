import { evaluate, failing, loadBudgets } from './budgets';
import { measured, missing } from './figures';

describe('budgets', () => {
  it('judges a figure against at most and at least, and lists figures without a budget as info', () => {
    const rows = evaluate(
      {
        'pages.home.js-transferred-kb': measured(171.2, 'KB'),
        'pages.cart.js-transferred-kb': measured(150, 'KB'),
        'lighthouse.mobile.home.score': measured(89, 'points'),
        'pages.home.requests': measured(30, 'requests'),
      },
      {
        'pages.home.js-transferred-kb': { max: 170 },
        'pages.cart.js-transferred-kb': { max: 190 },
        'lighthouse.mobile.home.score': { min: 90 },
      },
      ['pages', 'lighthouse'],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.verdict]))).toEqual({
      'pages.home.js-transferred-kb': 'over',
      'pages.cart.js-transferred-kb': 'ok',
      'lighthouse.mobile.home.score': 'over',
      'pages.home.requests': 'info',
    });
  });

  it('fails a route that is not built yet, and a budget its area never measured, but not an area left out', () => {
    const rows = evaluate(
      { 'pages.product.js-transferred-kb': missing('renders the 404 page') },
      {
        'pages.product.js-transferred-kb': { max: 170 },
        'pages.account.js-transferred-kb': { max: 215 },
        'api.pglite.settings.p99-ms': { max: 10 },
      },
      ['pages'],
    );
    expect(failing(rows).map((row) => [row.id, row.verdict])).toEqual([
      ['pages.product.js-transferred-kb', 'missing'],
      ['pages.account.js-transferred-kb', 'missing'],
    ]);
    expect(rows.find((row) => row.id === 'api.pglite.settings.p99-ms')?.verdict).toBe('not-run');
  });

  it('reads the checked-in budgets file, every entry with a limit', () => {
    const budgets = loadBudgets();
    expect(budgets['pages.home.js-transferred-kb']).toEqual({ max: 195 });
    expect(budgets['api.postgres.settings.p99-ms']).toEqual({ max: 10 });
  });
});
