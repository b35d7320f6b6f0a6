import { DEFAULT_SHARE_IMAGE, documentTitle, headTagsFor } from './head-tags';

const storeOrigins = { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' };

describe('head tags', () => {
  const meta = {
    path: '/categories/Uomo',
    title: 'Uomo',
    description: 'Abbigliamento uomo',
    keywords: ['camicie', 'giacche'],
    alternates: { it: '/categories/Uomo', en: '/en/categories/Men' },
    image: '/media/products/shirt.svg',
    jsonLd: { '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Uomo' },
  };

  it('gives canonical, hreflang alternates, Open Graph and JSON-LD, each on its store', () => {
    const tags = headTagsFor(meta, storeOrigins);
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: 'meta', attributes: { name: 'description', content: 'Abbigliamento uomo' } },
        { tag: 'meta', attributes: { name: 'keywords', content: 'camicie, giacche' } },
        {
          tag: 'link',
          attributes: { rel: 'canonical', href: 'http://it.localhost:8080/categories/Uomo' },
        },
        {
          tag: 'link',
          attributes: {
            rel: 'alternate',
            hreflang: 'it',
            href: 'http://it.localhost:8080/categories/Uomo',
          },
        },
        {
          tag: 'link',
          attributes: {
            rel: 'alternate',
            hreflang: 'en',
            href: 'http://intl.localhost:8080/en/categories/Men',
          },
        },
        {
          tag: 'link',
          attributes: {
            rel: 'alternate',
            hreflang: 'x-default',
            href: 'http://it.localhost:8080/categories/Uomo',
          },
        },
        {
          tag: 'meta',
          attributes: {
            property: 'og:image',
            content: 'http://it.localhost:8080/media/products/shirt.svg',
          },
        },
        {
          tag: 'script',
          attributes: { type: 'application/ld+json' },
          text: JSON.stringify(meta.jsonLd),
        },
      ]),
    );
  });

  it('marks a missing page noindex and gives it no canonical URL', () => {
    const tags = headTagsFor(
      { path: '/nope', title: 'Pagina non trovata', notFound: true },
      storeOrigins,
    );
    expect(tags).toContainEqual({
      tag: 'meta',
      attributes: { name: 'robots', content: 'noindex' },
    });
    expect(tags.some((tag) => tag.attributes.rel === 'canonical')).toBe(false);
  });

  it("shares the shop's image for a page that has none", () => {
    const tags = headTagsFor({ path: '/en/pages/faq', title: 'FAQ' }, storeOrigins);
    expect(tags).toContainEqual({
      tag: 'meta',
      attributes: {
        property: 'og:image',
        content: `http://intl.localhost:8080${DEFAULT_SHARE_IMAGE}`,
      },
    });
  });

  it('puts English pages on the international store and Italian ones on the Italian store', () => {
    const tags = headTagsFor(
      {
        path: '/en/pages/faq',
        title: 'FAQ',
        alternates: { it: '/pages/faq', en: '/en/pages/faq' },
      },
      storeOrigins,
    );
    const href = (rel: string, hreflang?: string) =>
      tags.find((tag) => tag.attributes.rel === rel && tag.attributes.hreflang === hreflang)
        ?.attributes.href;
    expect(href('canonical')).toBe('http://intl.localhost:8080/en/pages/faq');
    expect(href('alternate', 'it')).toBe('http://it.localhost:8080/pages/faq');
    expect(href('alternate', 'en')).toBe('http://intl.localhost:8080/en/pages/faq');
    expect(href('alternate', 'x-default')).toBe('http://it.localhost:8080/pages/faq');
  });

  it('keeps canonical, og:url and alternates on the shop for crafted paths', () => {
    const tags = headTagsFor(
      {
        path: '//evil.example/login',
        title: 'Login',
        alternates: { it: '//evil.example/it', en: 'https://evil.example/en' },
      },
      storeOrigins,
    );
    const urls = tags.flatMap((tag) => [tag.attributes.href, tag.attributes.content]);
    expect(urls.filter((url) => url?.includes('evil.example'))).toEqual([]);
    expect(tags).toContainEqual({
      tag: 'link',
      attributes: { rel: 'canonical', href: 'http://it.localhost:8080/' },
    });
  });

  it('titles pages with the shop name', () => {
    expect(documentTitle(meta)).toBe('Uomo | Aurelia');
  });
});
