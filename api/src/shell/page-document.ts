import {
  ROOT_ELEMENT_ID,
  RUNTIME_CONFIG_PLACEHOLDER,
  type Locale,
  type PageMeta,
  type RuntimeConfig,
  type StoreId,
} from '@shop/shared/contracts';
import { documentTitle, headTagsFor, type HeadTag } from '@shop/shared/seo';
import { escapeHtml } from '../http/escape-html';
import type { PageStylesheet } from './remote-stylesheets';

/** Placeholders in the shell's index.html that the server fills for each page. */
export const LANG_PLACEHOLDER = '__SHOP_LANG__';
export const TITLE_PLACEHOLDER = '__SHOP_TITLE__';
export const PAGE_DATA_PLACEHOLDER = '__SHOP_PAGE_DATA__';

/** A file the browser should fetch at once, before the scripts that would discover it run. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
}

export interface PageDocumentParts {
  locale: Locale;
  meta: PageMeta;
  storeOrigins: Record<StoreId, string>;
  preloads: Preload[];
  /** Stylesheets to apply before the first paint: inline where their text is given. */
  stylesheets: PageStylesheet[];
  runtimeConfig: RuntimeConfig;
  pageData: unknown;
  /** HTML placed first in the body, outside the root element the shell renders (a developer notice). */
  banner?: string | null;
  /**
   * The page is painted from its HTML (server rendering): its scripts only hydrate it, so they are
   * fetched after the stylesheets and the first screen's picture instead of ahead of them.
   */
  paintedWithoutScripts?: boolean;
}

/** The entry scripts' priority as the shell's build marks it (`EntryScriptPriorityPlugin`). */
const HIGH_PRIORITY_SCRIPT = /(<script\b[^>]*?\sfetchpriority=)(["']?)high\2/g;

/** The empty root element of the shell's index.html (quoted or, minified, not). */
const EMPTY_ROOT = new RegExp(`<div id=(["']?)${ROOT_ELEMENT_ID}\\1>\\s*</div>`);

/** JSON that no value can use to close its script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** One head tag as HTML, marked so the shell replaces it when the shopper moves on. */
export function renderHeadTag(tag: HeadTag): string {
  const marked = { ...tag.attributes, 'data-shop-head': '' };
  return tag.tag === 'script'
    ? `<script${attributes(marked)}>${tag.text.replace(/</g, '\\u003c')}</script>`
    : `<${tag.tag}${attributes(marked)}>`;
}

/**
 * The shell's document for one page: language, head data, preloads, config and inline data, with
 * the root element empty for the browser to render into (`documentAroundRoot` for the page server's
 * rendering to go in its place).
 */
export function renderPageDocument(template: string, parts: PageDocumentParts): string {
  const scriptPriority = parts.paintedWithoutScripts ? ' fetchpriority="low"' : '';
  const head = [
    ...parts.preloads.map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`
        : as === 'image'
          ? // The first screen's largest picture: asked for before any script, ahead of them.
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`
          : as === 'script'
            ? `<link rel="preload" as="script"${scriptPriority} href="${escapeHtml(href)}">`
            : `<link rel="preload" as="${as}" href="${escapeHtml(href)}">`,
    ),
    ...parts.stylesheets.map(({ href, css }) =>
      css === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
        : `<style data-href="${escapeHtml(href)}">${css}</style>`,
    ),
    ...headTagsFor(parts.meta, parts.storeOrigins).map(renderHeadTag),
  ].join('');
  const prioritised = parts.paintedWithoutScripts
    ? template.replace(
        HIGH_PRIORITY_SCRIPT,
        (_tag, start: string, quote: string) => `${start}${quote}low${quote}`,
      )
    : template;
  return prioritised
    .split(LANG_PLACEHOLDER)
    .join(parts.locale)
    .split(TITLE_PLACEHOLDER)
    .join(escapeHtml(documentTitle(parts.meta)))
    .split(RUNTIME_CONFIG_PLACEHOLDER)
    .join(scriptJson(parts.runtimeConfig))
    .split(PAGE_DATA_PLACEHOLDER)
    .join(scriptJson(parts.pageData))
    .replace('</head>', () => `${head}</head>`)
    .replace(/<body[^>]*>/, (body) => (parts.banner ? `${body}${parts.banner}` : body));
}

/** The document before and after its root element, for a rendering to be streamed in between. */
export interface DocumentAroundRoot {
  before: string;
  /** The root element as the template has it: empty, for the browser to render. */
  emptyRoot: string;
  after: string;
}

export function documentAroundRoot(document: string): DocumentAroundRoot {
  const match = EMPTY_ROOT.exec(document);
  if (!match) throw new Error(`The shell's index.html has no empty <div id="${ROOT_ELEMENT_ID}">`);
  return {
    before: document.slice(0, match.index),
    emptyRoot: match[0],
    after: document.slice(match.index + match[0].length),
  };
}
