import type { Locale, PageMetaInput } from '@shop/shared/contracts';

/** Head data of the shop's 404 page (spec: "Pagina non trovata"); never indexed. */
export const NOT_FOUND_META: Record<Locale, PageMetaInput> = {
  it: { title: 'Pagina non trovata', notFound: true },
  en: { title: 'Page not found', notFound: true },
};

/** The path a 404 page describes, safe to echo: what the shopper asked for, within the site. */
export function notFoundPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}
