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
import { EARLY_INPUT_RECORDER } from '@shop/shared/contracts/early-input-recorder';

/** Placeholders in the shell's index.html that the server fills for each page. */
export const LANG_PLACEHOLDER = '__SHOP_LANG__';
export const TITLE_PLACEHOLDER = '__SHOP_TITLE__';
export const PAGE_DATA_PLACEHOLDER = '__SHOP_PAGE_DATA__';

/** A file the browser should fetch at once, before the scripts that would discover it run. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  /** A picture's widths and the width it is shown at, as its `<img srcset sizes>` say. */
  srcset?: string;
  sizes?: string;
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
   * neither fetched nor run before the page and its first screen's pictures are painted
   * (`scriptNonce` lets the starter run).
   */
  paintedWithoutScripts?: { scriptNonce: string };
  /**
   * The root holds the server's markup (the frame, maybe the page), which looks ready before the
   * scripts have hydrated it: what the shopper types and clicks meanwhile is recorded for the shell
   * to replay (`EARLY_INPUT_RECORDER`, under the response's CSP nonce).
   */
  serverMarkup?: { scriptNonce: string };
}

/** How long after the document is parsed a painted page's scripts start at the latest. */
export const ENTRY_START_LIMIT_MS = 2000;

/** The shell's entry scripts as its build writes them (the JSON data scripts have no `src`). */
const ENTRY_SCRIPT = /<script\b[^>]*?\ssrc=(["']?)([^"'\s>]+)\1[^>]*><\/script>/g;

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
  const painted = parts.paintedWithoutScripts;
  const scriptPreloads = parts.preloads.filter(({ as }) => as === 'script').map(({ href }) => href);
  const head = [
    ...parts.preloads
      .filter(({ as }) => !(painted && as === 'script'))
      .map(({ href, as, srcset, sizes }) =>
        as === 'fetch'
          ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`
          : as === 'image'
            ? // The first screen's largest picture: asked for before any script, ahead of them, at
              // the width its <img> will pick.
              `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"` +
              (srcset && sizes
                ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}">`
                : '>')
            : `<link rel="preload" as="${as}" href="${escapeHtml(href)}">`,
      ),
    ...parts.stylesheets.map(({ href, css }) =>
      css === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
        : `<style data-href="${escapeHtml(href)}">${css}</style>`,
    ),
    ...headTagsFor(parts.meta, parts.storeOrigins).map(renderHeadTag),
    ...(parts.serverMarkup
      ? [`<script nonce="${parts.serverMarkup.scriptNonce}">${EARLY_INPUT_RECORDER}</script>`]
      : []),
  ].join('');
  const prioritised = painted
    ? startEntryAfterPaint(template, painted.scriptNonce, scriptPreloads)
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

/**
 * On a page painted from its HTML the entry scripts only hydrate it: they are asked for, with the
 * chunks and remote files they will need (preloaded, so they come in parallel rather than one
 * round trip after another), in the first frame after the page has loaded, its first screen's
 * pictures with it. A slow phone spends its first seconds and its bandwidth on the stylesheets and
 * the largest picture rather than on scripts. Links work before as plain navigations; a picture
 * that takes long holds the scripts back no more than `ENTRY_START_LIMIT_MS` after the document is
 * parsed, and a hidden tab (which paints no frame) starts at once. The starter is inline, under the
 * response's CSP nonce.
 */
function startEntryAfterPaint(template: string, nonce: string, preloads: string[]): string {
  const sources: string[] = [];
  const withoutEntries = template.replace(ENTRY_SCRIPT, (_tag, _quote, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return template;
  const starter =
    `(function(s,p){var d=0;function add(n,a){var e=document.createElement(n);` +
    `for(var k in a)e[k]=a[k];document.head.appendChild(e)}function go(){if(d)return;d=1;` +
    `s.forEach(function(u){add('script',{src:u,async:false})});` +
    `p.forEach(function(u){if(s.indexOf(u)===-1)add('link',{rel:'preload',as:'script',href:u})})}` +
    `function later(){if(document.visibilityState==='hidden')go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `addEventListener('DOMContentLoaded',function(){setTimeout(go,${ENTRY_START_LIMIT_MS})});` +
    `if(document.readyState==='complete')later();else addEventListener('load',later)})` +
    `(${scriptJson(sources)},${scriptJson(preloads)})`;
  return withoutEntries.replace(
    '</head>',
    () => `<script nonce="${nonce}">${starter}</script></head>`,
  );
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
