import { documentTitle, headTagsFor } from './head-tags';

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

  it('gives canonical, hreflang alternates, Open Graph and JSON-LD on the current origin', () => {
    const tags = headTagsFor(meta, 'http://it.localhost:8080');
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
            href: 'http://it.localhost:8080/en/categories/Men',
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
      'http://it.localhost:8080',
    );
    expect(tags).toContainEqual({
      tag: 'meta',
      attributes: { name: 'robots', content: 'noindex' },
    });
    expect(tags.some((tag) => tag.attributes.rel === 'canonical')).toBe(false);
  });

  it("shares the shop's image for a page that has none", () => {
    const tags = headTagsFor(
      { path: '/pages/faq', title: 'FAQ' },
      'http://it.localhost:8080',
      '/assets/og.png',
    );
    expect(tags).toContainEqual({
      tag: 'meta',
      attributes: { property: 'og:image', content: 'http://it.localhost:8080/assets/og.png' },
    });
  });

  it('titles pages with the shop name', () => {
    expect(documentTitle(meta)).toBe('Uomo | Aurelia');
  });
});
