import {
  localeFromPath,
  localizePath,
  stripLocalePrefix,
  type Locale,
  type PageMeta,
} from '@shop/shared';

/**
 * Sections whose pages have a localized slug (spec §3): without the page's own alternates the
 * other language's slug is unknown, so a post or guide page leads to the section's list instead.
 */
const SLUGGED_SECTIONS: readonly Record<Locale, string>[] = [
  { it: '/blog', en: '/blog' },
  { it: '/curadelcapo', en: '/careguide' },
];

function inSection(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The same page in `locale`, from the path alone: swap the locale prefix (`/x` ↔ `/en/x`). */
export function equivalentPath(pathname: string, locale: Locale): string {
  if (localeFromPath(pathname) === locale) return pathname;
  const bare = stripLocalePrefix(pathname);
  const section = SLUGGED_SECTIONS.find((paths) =>
    Object.values(paths).some((base) => inSection(bare, base)),
  );
  return localizePath(section ? section[locale] : bare, locale);
}

/**
 * The page at `pathname` in `locale`: the alternate its remote published (localized category
 * paths, blog slugs, care-guide paths) when that data is about this path, else `equivalentPath`.
 * The language switch and the country choice both go through here.
 */
export function pageInLocale(pathname: string, locale: Locale, meta: PageMeta | undefined): string {
  const alternate = meta?.path === pathname ? meta.alternates?.[locale] : undefined;
  return alternate ?? equivalentPath(pathname, locale);
}
