import { RenderedPages } from '../../src/shell/page-renderer/rendered-pages';

const page = (url: string) => ({
  withPage: true,
  input: {
    url,
    locale: 'it' as const,
    runtimeConfig: null as never,
    pageData: { queries: [] },
  },
});

function pagesAt(clock: { now: number }, maxChars = 1_000) {
  return new RenderedPages({ maxAgeMs: 5_000, maxChars, now: () => clock.now });
}

test('a rendering is found by what it was made of, with the nonce of the response that asks', () => {
  const clock = { now: 0 };
  const pages = pagesAt(clock);
  const key = pages.keyOf(page('/categories/Uomo'));
  pages.store(key, '<script nonce="first">a</script><p>first</p>', 'first');

  expect(pages.keyOf(page('/categories/Uomo'))).toBe(key);
  expect(pages.keyOf(page('/categories/Donna'))).not.toBe(key);
  expect(pages.keyOf({ ...page('/categories/Uomo'), withPage: false })).not.toBe(key);
  expect(pages.find(key, 'second')?.html).toBe('<script nonce="second">a</script><p>first</p>');
});

test('past its age a rendering still serves, and one caller is told to render it again', () => {
  const clock = { now: 0 };
  const pages = pagesAt(clock);
  const key = pages.keyOf(page('/'));
  pages.store(key, '<p>home</p>', 'n');

  clock.now = 4_999;
  expect(pages.find(key, 'n')).toEqual({ html: '<p>home</p>', renewDue: false });
  clock.now = 5_000;
  expect(pages.find(key, 'n')).toEqual({ html: '<p>home</p>', renewDue: true });
  expect(pages.find(key, 'n')).toEqual({ html: '<p>home</p>', renewDue: false });

  pages.store(key, '<p>home again</p>', 'n');
  expect(pages.find(key, 'n')).toEqual({ html: '<p>home again</p>', renewDue: false });
});

test('at twice its age a rendering is gone: the page is rendered while the shopper waits', () => {
  const clock = { now: 0 };
  const pages = pagesAt(clock);
  const key = pages.keyOf(page('/'));
  pages.store(key, '<p>home</p>', 'n');

  clock.now = 10_000;
  expect(pages.find(key, 'n')).toBeNull();
});

test('past its size the least recently used renderings go first', () => {
  const clock = { now: 0 };
  const pages = pagesAt(clock, 30);
  const [a, b, c] = ['/a', '/b', '/c'].map((url) => pages.keyOf(page(url))) as [
    string,
    string,
    string,
  ];
  pages.store(a, 'a'.repeat(10), 'n');
  pages.store(b, 'b'.repeat(10), 'n');
  pages.find(a, 'n');
  pages.store(c, 'c'.repeat(15), 'n');

  expect(pages.find(a, 'n')?.html).toBe('a'.repeat(10));
  expect(pages.find(b, 'n')).toBeNull();
  expect(pages.find(c, 'n')?.html).toBe('c'.repeat(15));
});

test('with no age, nothing is kept', () => {
  const pages = new RenderedPages({ maxAgeMs: 0, maxChars: 1_000 });
  const key = pages.keyOf(page('/'));
  pages.store(key, '<p>home</p>', 'n');

  expect(pages.enabled).toBe(false);
  expect(pages.find(key, 'n')).toBeNull();
});
