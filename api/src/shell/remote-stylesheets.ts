/**
 * The remotes' stylesheets, read once and written into the page's head. Linked, each would be a
 * render-blocking request to another origin (a new connection on a phone before the first paint);
 * inline, the page paints with its HTML. The browser's own loaders still find them: webpack's CSS
 * loader looks for a `<style data-href>` with the stylesheet's URL before it adds a link.
 */

/** A stylesheet for the page's head: inline when its text was read, linked otherwise. */
export interface PageStylesheet {
  href: string;
  css?: string;
}

export interface RemoteStylesheetsOptions {
  /** How long a page waits for a stylesheet it has not read yet; then it is linked. */
  timeoutMs: number;
  /** A stylesheet that could not be read is linked, and asked for again after this long. */
  retryAfterMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Larger stylesheets stay linked: a page's HTML should not carry a whole design system. */
export const MAX_INLINE_STYLESHEET_BYTES = 64 * 1024;
/** File names carry their content's hash, so a release adds names; old ones are let go. */
const MAX_KEPT = 64;

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=([^*\s]+)\s*\*\//;

/** The stylesheet's text as it can sit in a `<style>` element of a page at another URL. */
export function inlineableCss(text: string, href: string): string | null {
  if (Buffer.byteLength(text) > MAX_INLINE_STYLESHEET_BYTES) return null;
  // No escaping exists for the raw text of a <style> element.
  if (/<\/style/i.test(text)) return null;
  // Relative references would resolve against the page; the build's only one is the source map.
  if (/url\(\s*['"]?(?!data:|https?:|#)/i.test(text)) return null;
  return text.replace(
    SOURCE_MAP_COMMENT,
    (_, map: string) => `/*# sourceMappingURL=${new URL(map, href).href} */`,
  );
}

interface Kept {
  css: string | null;
  readAt: number;
}

export class RemoteStylesheets {
  private readonly kept = new Map<string, Kept>();
  private readonly inFlight = new Map<string, Promise<string | null>>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: RemoteStylesheetsOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** The page's stylesheets, each with its text where it was read in time. */
  async forPage(hrefs: string[]): Promise<PageStylesheet[]> {
    return Promise.all(
      hrefs.map(async (href) => {
        const css = await this.textOf(href);
        return css === null ? { href } : { href, css };
      }),
    );
  }

  private textOf(href: string): Promise<string | null> {
    const kept = this.kept.get(href);
    if (kept && (kept.css !== null || this.now() - kept.readAt < this.options.retryAfterMs)) {
      return Promise.resolve(kept.css);
    }
    let pending = this.inFlight.get(href);
    if (!pending) {
      pending = this.read(href).finally(() => this.inFlight.delete(href));
      this.inFlight.set(href, pending);
    }
    return pending;
  }

  private async read(href: string): Promise<string | null> {
    let css: string | null = null;
    try {
      const response = await this.fetch(href, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.ok) css = inlineableCss(await response.text(), href);
    } catch {
      // Slow or down: linked, as without this.
    }
    this.kept.delete(href);
    this.kept.set(href, { css, readAt: this.now() });
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return css;
  }
}
