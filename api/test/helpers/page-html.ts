import type { InlinePageData } from '@shop/shared/contracts';
import { PAGE_DATA_ELEMENT_ID } from '@shop/shared/contracts';
import type { TestApp } from './build-test-app';

/** A page as the server sends it, with readers for what crawlers and the shell look at. */
export async function getPageHtml(shop: TestApp, url: string, host = 'shop.example.it') {
  const response = await shop.app.inject({ url, headers: { host } });
  const html = response.body;
  const attribute = (selector: RegExp) => selector.exec(html)?.[1];
  return {
    status: response.statusCode,
    html,
    csp: response.headers['content-security-policy'],
    lang: attribute(/<html lang="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    hreflang: (lang: string) =>
      attribute(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)"`)),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    jsonLd: attribute(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/),
    pageData: () =>
      JSON.parse(
        attribute(
          new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`),
        ) ?? 'null',
      ) as InlinePageData,
  };
}
