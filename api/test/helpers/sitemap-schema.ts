/**
 * A strict reading of an XML document (well-formed, namespaces resolved) and the rules of the
 * sitemap protocol's schema (sitemap.xsd and siteindex.xsd, version 0.9), for tests of the
 * sitemaps the server writes. No XML library is installed, and the sitemaps use a small part of
 * XML: elements, attributes, text and the five predefined entities.
 */

export interface XmlElement {
  /** The namespace URI and the local name. */
  namespace: string | null;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const TOKEN = new RegExp(
  `<\\?xml[^?]*\\?>|<(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>|</(${NAME})\\s*>|([^<]+)`,
  'gy',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*"([^"<]*)"`, 'g');

function decode(text: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`Bad entity in: ${text}`);
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Parses `xml`, throwing on anything that is not well-formed; answers the root element. */
export function parseXml(xml: string): XmlElement {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) {
    throw new Error('No XML declaration with UTF-8');
  }
  const stack: { element: XmlElement; qname: string; scope: Record<string, string> }[] = [];
  let root: XmlElement | null = null;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < xml.length) {
    const match = TOKEN.exec(xml);
    if (!match)
      throw new Error(
        `Not well-formed at ${TOKEN.lastIndex}: ${xml.slice(TOKEN.lastIndex, TOKEN.lastIndex + 40)}`,
      );
    const [whole, open, rawAttributes = '', selfClosing, close, text] = match;
    if (whole.startsWith('<?xml')) continue;
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (!parent) {
        if (text.trim()) throw new Error('Text outside the root element');
      } else parent.element.text += decode(text);
      continue;
    }
    if (close !== undefined) {
      if (!parent || parent.qname !== close) throw new Error(`Unexpected </${close}>`);
      stack.pop();
      continue;
    }
    if (open === undefined) throw new Error('Unreachable');
    if (!parent && root) throw new Error('A second root element');
    const scope = { ...(parent?.scope ?? {}) };
    const attributes: Record<string, string> = {};
    for (const [, name = '', value = ''] of rawAttributes.matchAll(ATTRIBUTE)) {
      if (name in attributes) throw new Error(`Attribute ${name} twice`);
      if (name === 'xmlns') scope[''] = decode(value);
      else if (name.startsWith('xmlns:')) scope[name.slice(6)] = decode(value);
      else attributes[name] = decode(value);
    }
    const [prefix, local] = open.includes(':') ? open.split(':') : ['', open];
    const namespace = scope[prefix ?? ''] ?? null;
    if (prefix && namespace === null) throw new Error(`Undeclared prefix ${prefix}`);
    const element: XmlElement = {
      namespace,
      name: local ?? open,
      attributes,
      children: [],
      text: '',
    };
    if (parent) parent.element.children.push(element);
    else root = element;
    if (!selfClosing) stack.push({ element, qname: open, scope });
  }
  if (stack.length > 0 || !root) throw new Error('Unclosed elements');
  return root;
}

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** tLastmod: a W3C Datetime, a date or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

function checkLoc(element: XmlElement | undefined, where: string): string {
  if (element?.namespace !== SITEMAP_NS || element.name !== 'loc') {
    throw new Error(`${where}: <loc> must come first`);
  }
  const loc = element.text;
  if (loc.length < 12 || loc.length > 2048 || !/^https?:\/\//.test(loc)) {
    throw new Error(`${where}: <loc> must be an absolute URL of 12 to 2048 characters: ${loc}`);
  }
  new URL(loc);
  return loc;
}

/**
 * Checks `xml` against sitemap.xsd: `<urlset>` of at most 50,000 `<url>`, each `<loc>`, then
 * optional `<lastmod>`, `<changefreq>`, `<priority>` in that order, then only elements of other
 * namespaces (here `xhtml:link`). Answers the parsed root.
 */
export function checkUrlset(xml: string): XmlElement {
  const root = parseXml(xml);
  if (root.namespace !== SITEMAP_NS || root.name !== 'urlset')
    throw new Error('Root is not urlset');
  if (root.children.length > 50_000) throw new Error('More than 50,000 URLs');
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) throw new Error('Larger than 50 MB');
  for (const url of root.children) {
    if (url.namespace !== SITEMAP_NS || url.name !== 'url')
      throw new Error(`<${url.name}> in urlset`);
    const where = `url ${url.children[0]?.text}`;
    checkLoc(url.children[0], where);
    let rest = url.children.slice(1);
    const optional: [string, (text: string) => boolean][] = [
      ['lastmod', (text) => W3C_DATETIME.test(text)],
      ['changefreq', (text) => CHANGEFREQ.includes(text)],
      ['priority', (text) => /^(0(\.\d+)?|1(\.0+)?)$/.test(text)],
    ];
    for (const [name, valid] of optional) {
      const [next] = rest;
      if (next?.namespace === SITEMAP_NS && next.name === name) {
        if (!valid(next.text)) throw new Error(`${where}: bad <${name}> ${next.text}`);
        rest = rest.slice(1);
      }
    }
    for (const other of rest) {
      if (other.namespace === SITEMAP_NS) throw new Error(`${where}: <${other.name}> out of order`);
    }
  }
  return root;
}

/** Checks `xml` against siteindex.xsd: `<sitemapindex>` of `<sitemap>`, each `<loc>` then `<lastmod>`?. */
export function checkSitemapIndex(xml: string): XmlElement {
  const root = parseXml(xml);
  if (root.namespace !== SITEMAP_NS || root.name !== 'sitemapindex') {
    throw new Error('Root is not sitemapindex');
  }
  for (const sitemap of root.children) {
    if (sitemap.namespace !== SITEMAP_NS || sitemap.name !== 'sitemap') {
      throw new Error(`<${sitemap.name}> in sitemapindex`);
    }
    checkLoc(sitemap.children[0], 'sitemap');
    const rest = sitemap.children.slice(1);
    if (rest.length > 1) throw new Error('sitemap: more than loc and lastmod');
    const [lastmod] = rest;
    if (lastmod && (lastmod.name !== 'lastmod' || !W3C_DATETIME.test(lastmod.text))) {
      throw new Error(`sitemap: bad <lastmod> ${lastmod.text}`);
    }
  }
  return root;
}
