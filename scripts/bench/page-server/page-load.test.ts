import { pageFigures, percentile, type PageTiming } from './page-load';

const page = (totalMs: number, extra: Partial<PageTiming> = {}): PageTiming => ({
  ttfbMs: 5,
  totalMs,
  wireBytes: 10_240,
  htmlBytes: 81_920,
  serverRendered: true,
  ...extra,
});

describe('percentile', () => {
  it('is the value at or below which that share of the values lie', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});

describe('pageFigures', () => {
  it('reports latency, its parts, the bytes and the share rendered on the server', () => {
    const figures = pageFigures(
      'page-server.postgres.category',
      [page(20), page(30), page(40, { serverRendered: false })],
      50,
    );
    expect(figures['page-server.postgres.category.p50-ms']).toMatchObject({ value: 30 });
    expect(figures['page-server.postgres.category.ttfb-p99-ms']).toMatchObject({ value: 5 });
    expect(figures['page-server.postgres.category.render-p99-ms']).toMatchObject({ value: 35 });
    expect(figures['page-server.postgres.category.html-kb']).toMatchObject({ value: 80 });
    expect(figures['page-server.postgres.category.html-brotli-kb']).toMatchObject({ value: 10 });
    expect(figures['page-server.postgres.category.server-rendered-percent']).toMatchObject({
      value: 67,
    });
    expect(figures['page-server.postgres.category.failures']).toMatchObject({ value: 0 });
  });

  it('counts failed pages and leaves them out of the latencies', () => {
    const figures = pageFigures(
      'page-server.postgres.product',
      [page(20), page(9_000, { failure: 'HTTP 500' })],
      50,
    );
    expect(figures['page-server.postgres.product.failures']).toEqual({
      value: 1,
      unit: 'pages',
      note: 'of 2 at 50 pages/s; first: HTTP 500',
    });
    expect(figures['page-server.postgres.product.p99-ms']).toMatchObject({ value: 20 });
  });
});
