import type { Locale } from '../contracts/locale';
import type { PageMeta } from '../contracts/page-meta';
import type { StoreId } from '../contracts/stores';
import { localeFromPath } from '../i18n/locale-path';
import { toSafeShopPath } from '../routing/safe-path';

export const SITE_NAME = 'Aurelia';

/** The brand picture (1200×630) shared for pages that name no image of their own. */
export const DEFAULT_SHARE_IMAGE = '/media/brand/share.png';

export type HeadTag =
  | { tag: 'meta'; attributes: Record<string, string> }
  | { tag: 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: Record<string, string>; text: string };

const HREFLANG: Record<Locale, string> = { it: 'it', en: 'en' };

/**
 * The head tags of a page: description, keywords, canonical, hreflang alternates, Open Graph,
 * JSON-LD. Italian pages live on the Italian store and English pages on the international one,
 * so every URL is made absolute on the store of its own language, whichever store served it.
 */
export function headTagsFor(
  meta: PageMeta,
  storeOrigins: Record<StoreId, string>,
  defaultImage: string = DEFAULT_SHARE_IMAGE,
): HeadTag[] {
  const originOf = (path: string) =>
    localeFromPath(path) === 'it' ? storeOrigins.it : storeOrigins.intl;
  const absolute = (path: string, base = path) => new URL(path, originOf(base)).toString();
  // Page URLs come from the address bar and from remotes: "//evil.example" must stay on the shop.
  const pageUrl = (path: string) => absolute(toSafeShopPath(path, localeFromPath(path)));
  const tags: HeadTag[] = [];
  if (meta.description)
    tags.push({ tag: 'meta', attributes: { name: 'description', content: meta.description } });
  if (meta.keywords?.length)
    tags.push({ tag: 'meta', attributes: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (meta.notFound) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  else tags.push({ tag: 'link', attributes: { rel: 'canonical', href: pageUrl(meta.path) } });

  const alternates = Object.entries(meta.alternates ?? {}) as [Locale, string][];
  for (const [locale, path] of alternates) {
    tags.push({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: HREFLANG[locale], href: pageUrl(path) },
    });
  }
  if (meta.alternates?.it) {
    tags.push({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: 'x-default', href: pageUrl(meta.alternates.it) },
    });
  }

  tags.push({ tag: 'meta', attributes: { property: 'og:title', content: meta.title } });
  tags.push({ tag: 'meta', attributes: { property: 'og:url', content: pageUrl(meta.path) } });
  tags.push({ tag: 'meta', attributes: { property: 'og:site_name', content: SITE_NAME } });
  if (meta.description)
    tags.push({
      tag: 'meta',
      attributes: { property: 'og:description', content: meta.description },
    });
  const image = meta.image ?? defaultImage;
  if (image)
    tags.push({
      tag: 'meta',
      attributes: { property: 'og:image', content: absolute(image, meta.path) },
    });
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
