import type { Locale, PageMeta } from '@shop/shared';

export const SITE_NAME = 'Aurelia';

export type HeadTag =
  | { tag: 'meta'; attributes: Record<string, string> }
  | { tag: 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: Record<string, string>; text: string };

const HREFLANG: Record<Locale, string> = { it: 'it', en: 'en' };

/** The head tags of a page: description, keywords, canonical, hreflang alternates, Open Graph, JSON-LD. */
export function headTagsFor(meta: PageMeta, origin: string, defaultImage?: string): HeadTag[] {
  const absolute = (path: string) => new URL(path, origin).toString();
  const tags: HeadTag[] = [];
  if (meta.description)
    tags.push({ tag: 'meta', attributes: { name: 'description', content: meta.description } });
  if (meta.keywords?.length)
    tags.push({ tag: 'meta', attributes: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (meta.notFound) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  else tags.push({ tag: 'link', attributes: { rel: 'canonical', href: absolute(meta.path) } });

  const alternates = Object.entries(meta.alternates ?? {}) as [Locale, string][];
  for (const [locale, path] of alternates) {
    tags.push({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: HREFLANG[locale], href: absolute(path) },
    });
  }
  if (meta.alternates?.it) {
    tags.push({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: 'x-default', href: absolute(meta.alternates.it) },
    });
  }

  tags.push({ tag: 'meta', attributes: { property: 'og:title', content: meta.title } });
  tags.push({ tag: 'meta', attributes: { property: 'og:url', content: absolute(meta.path) } });
  tags.push({ tag: 'meta', attributes: { property: 'og:site_name', content: SITE_NAME } });
  if (meta.description)
    tags.push({
      tag: 'meta',
      attributes: { property: 'og:description', content: meta.description },
    });
  const image = meta.image ?? defaultImage;
  if (image)
    tags.push({ tag: 'meta', attributes: { property: 'og:image', content: absolute(image) } });
  if (meta.jsonLd) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(meta.jsonLd),
    });
  }
  return tags;
}

export function documentTitle(meta: PageMeta): string {
  return meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`;
}
