import {
  ARTICLE_KINDS,
  LOCALES,
  type ArticleKind,
  type Locale,
  type PageSeo,
  type StructuredData,
} from '@shop/shared/contracts';
import { byId, field, listField, readContentFiles, type ContentFile } from './content-files';

export interface SeedArticleText {
  slug: string;
  title: string;
  summary: string;
  imageAlt: string;
  body: string[];
  seo: PageSeo;
}

export interface SeedArticle {
  id: string;
  kind: ArticleKind;
  /** `YYYY-MM-DD`. */
  publishedOn: string;
  image: { url: string; width: number; height: number } | null;
  texts: Partial<Record<Locale, SeedArticleText>>;
}

const PUBLISHER = { '@type': 'Organization', name: 'Aurelia S.r.l.' };

/** schema.org data of an article: a news post is a BlogPosting, the others Articles. */
function articleMicrodata(kind: ArticleKind, file: ContentFile, publishedOn: string) {
  const data: StructuredData = {
    '@context': 'https://schema.org',
    '@type': kind === 'blog' ? 'BlogPosting' : 'Article',
    headline: field(file, 'title'),
    description: field(file, 'summary'),
    datePublished: publishedOn,
    inLanguage: file.locale,
    author: PUBLISHER,
    publisher: PUBLISHER,
  };
  const keywords = listField(file, 'keywords');
  if (keywords.length > 0) data.keywords = keywords.join(', ');
  return data;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function articleOf(kind: ArticleKind, id: string, files: Partial<Record<Locale, ContentFile>>) {
  const first = LOCALES.map((locale) => files[locale]).find((file) => file !== undefined);
  if (!first) throw new Error(`${kind}/${id}: no language`);
  const publishedOn = field(first, 'publishedOn');
  if (!DATE.test(publishedOn)) throw new Error(`${first.file}: publishedOn is not YYYY-MM-DD`);
  const imageUrl = first.fields.image;
  const article: SeedArticle = {
    id,
    kind,
    publishedOn,
    image: imageUrl
      ? {
          url: imageUrl,
          width: Number(field(first, 'imageWidth')),
          height: Number(field(first, 'imageHeight')),
        }
      : null,
    texts: {},
  };
  for (const locale of LOCALES) {
    const file = files[locale];
    if (!file) continue;
    const shareImage = file.fields.shareImage;
    article.texts[locale] = {
      slug: field(file, 'slug'),
      title: field(file, 'title'),
      summary: field(file, 'summary'),
      imageAlt: file.fields.imageAlt ?? '',
      body: file.blocks,
      seo: {
        metaTitle: field(file, 'metaTitle'),
        metaDescription: field(file, 'metaDescription'),
        keywords: listField(file, 'keywords'),
        shareImage: shareImage ? { image: { url: shareImage } } : null,
        microdata: articleMicrodata(kind, file, publishedOn),
      },
    };
  }
  return article;
}

/**
 * News posts, care-guide pages and brand stories as first published, from
 * `content/<kind>/<id>.<locale>.md`: each language has its own slug (front matter `slug`).
 */
export function loadSeedArticles(): SeedArticle[] {
  return ARTICLE_KINDS.flatMap((kind) =>
    [...byId(readContentFiles(kind))].map(([id, files]) => articleOf(kind, id, files)),
  );
}
