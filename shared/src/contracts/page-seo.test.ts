import { pageMetaFromSeo } from './page-seo';

describe('pageMetaFromSeo', () => {
  it('turns every SEO field into page data for the head', () => {
    expect(
      pageMetaFromSeo(
        {
          metaTitle: 'Spedizioni: costi e tempi di consegna',
          metaDescription: 'Spedizione gratuita da 250 €.',
          keywords: ['spedizioni', 'corriere'],
          shareImage: { image: { url: '/media/pages/shipping.jpg' } },
          microdata: { '@type': 'WebPage' },
        },
        { it: '/pages/shipping', en: '/en/pages/shipping' },
      ),
    ).toEqual({
      title: 'Spedizioni: costi e tempi di consegna',
      description: 'Spedizione gratuita da 250 €.',
      keywords: ['spedizioni', 'corriere'],
      alternates: { it: '/pages/shipping', en: '/en/pages/shipping' },
      image: '/media/pages/shipping.jpg',
      jsonLd: { '@type': 'WebPage' },
    });
  });

  it('leaves out what the page does not have, so the shell uses its defaults', () => {
    expect(
      pageMetaFromSeo({
        metaTitle: 'Chi siamo',
        metaDescription: 'Aurelia.',
        keywords: [],
        shareImage: null,
      }),
    ).toEqual({ title: 'Chi siamo', description: 'Aurelia.' });
  });
});
