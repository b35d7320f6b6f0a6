import type { Article, ArticleListPage, ArticleSummary } from '@shop/shared';

/** A care-guide page as the API answers it: its own slug in each language. */
export const WOOL_IT: Article = {
  kind: 'care-guide',
  id: 'wool',
  locale: 'it',
  slug: 'lana',
  path: '/curadelcapo/lana',
  title: 'Come curare la lana',
  summary: 'Arieggiare più che lavare, a mano in acqua fredda, asciugare in piano.',
  publishedOn: '2026-01-15',
  image: null,
  body: [
    'La lana si pulisce in gran parte da sola.',
    '## Il lavaggio',
    '- A mano in acqua fredda, al massimo **30 °C**.\n- Giacche e cappotti vanno in tintoria.',
    'Per i capi di lino leggi la guida al [lino](/curadelcapo/lino).',
  ],
  seo: {
    metaTitle: 'Come lavare e curare i capi di lana',
    metaDescription:
      'Come lavare la lana a mano o in lavatrice e conservarla al riparo dalle tarme.',
    keywords: ['lana', 'tarme'],
    shareImage: null,
    microdata: { '@context': 'https://schema.org', '@type': 'Article' },
  },
  alternates: { it: '/curadelcapo/lana', en: '/en/careguide/wool' },
};

const post = (index: number): ArticleSummary => ({
  kind: 'blog',
  id: `post-${index}`,
  locale: 'en',
  slug: `post-${index}`,
  path: `/en/blog/post-${index}`,
  title: `Post number ${index}`,
  summary: `What post ${index} is about.`,
  publishedOn: `2026-0${index}-01`,
  image: null,
});

/** The second of three pages of English news. */
export const NEWS_PAGE_2: ArticleListPage = {
  kind: 'blog',
  locale: 'en',
  items: [post(4), post(3), post(2)],
  page: 2,
  pageSize: 3,
  pageCount: 3,
  total: 7,
};
