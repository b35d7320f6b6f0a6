import { contentPagePath, isContentPageId } from './content-page';

describe('isContentPageId', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    for (const id of ['faq', 'terms-condtions', 'privacy-policy', 'page-2']) {
      expect(isContentPageId(id)).toBe(true);
    }
  });

  it('refuses anything that cannot name a page', () => {
    for (const id of [
      '',
      'FAQ',
      'faq/more',
      '../faq',
      '-faq',
      'faq-',
      'faq--x',
      'faq ',
      '%2Ffaq',
      'a'.repeat(65),
      undefined,
      42,
    ]) {
      expect(isContentPageId(id)).toBe(false);
    }
  });
});

describe('contentPagePath', () => {
  it('puts Italian pages at the root and English ones under /en', () => {
    expect(contentPagePath('it', 'faq')).toBe('/pages/faq');
    expect(contentPagePath('en', 'faq')).toBe('/en/pages/faq');
  });
});
