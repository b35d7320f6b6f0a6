import { createHash } from 'node:crypto';
import type { RenderJob } from '@shop/shared/contracts';

export interface RenderedPagesOptions {
  /**
   * How long a rendering is reused as it is; up to twice that it still serves while it is made
   * again. 0 turns the reuse off.
   */
  maxAgeMs: number;
  /** The renderings kept, at most, in UTF-16 code units of HTML (the oldest go first). */
  maxChars: number;
  now?: () => number;
}

interface RenderedPage {
  html: string;
  /** The nonce the rendering's inline scripts carry, replaced by each response's own. */
  nonce: string;
  renderedAt: number;
  /** Its renewal is under way: one caller renders the page again, the others keep using this. */
  renewing?: boolean;
}

/** What a rendering is made of: the page's URL, language, config and data, and what it renders. */
export type RenderedPageInput = Pick<RenderJob, 'input' | 'withPage'>;

/**
 * Pages the renderers already rendered, by everything a rendering is made of. Most shoppers open
 * the same pages with the same data and the same (empty) cart, so one rendering serves them all
 * for `maxAgeMs`; a change to the page's data, the shopper's header state or a remote's release
 * (its entry's name is in the config) is another key. The age bounds what a rendering may read
 * beside its input: the clock.
 */
export class RenderedPages {
  // A Map keeps its insertion order: the first entry is the least recently stored.
  private readonly pages = new Map<string, RenderedPage>();
  private chars = 0;
  private readonly now: () => number;

  constructor(private readonly options: RenderedPagesOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxAgeMs > 0;
  }

  /** The key of a page's rendering. */
  keyOf(page: RenderedPageInput): string {
    return createHash('sha256')
      .update(JSON.stringify([page.withPage, page.input]))
      .digest('base64url');
  }

  /**
   * The HTML rendered for `key`, its scripts carrying `nonce`; null if none. Past its age and up to
   * twice it, it is still given, with `renewDue` set once: that caller renders the page again
   * while this shopper gets the one kept. Nothing the key covers can have changed, only the clock.
   */
  find(key: string, nonce: string): { html: string; renewDue: boolean } | null {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = this.now() - page.renderedAt;
    if (age >= 2 * this.options.maxAgeMs) {
      this.drop(key, page);
      return null;
    }
    const renewDue = age >= this.options.maxAgeMs && !page.renewing;
    if (renewDue) page.renewing = true;
    // Used again: it goes last, so the least recently used go first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return {
      html: page.html.split(nonceAttribute(page.nonce)).join(nonceAttribute(nonce)),
      renewDue,
    };
  }

  /** Keeps a whole rendering, made with `nonce`, for the next shopper of the same page. */
  store(key: string, html: string, nonce: string): void {
    if (!this.enabled || html.length > this.options.maxChars) return;
    const previous = this.pages.get(key);
    if (previous) this.drop(key, previous);
    this.pages.set(key, { html, nonce, renderedAt: this.now() });
    this.chars += html.length;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.chars <= this.options.maxChars) break;
      this.drop(oldestKey, oldest);
    }
  }

  /** Forgets every rendering: the renderer was rebuilt or a remote released. */
  clear(): void {
    this.pages.clear();
    this.chars = 0;
  }

  private drop(key: string, page: RenderedPage): void {
    this.pages.delete(key);
    this.chars -= page.html.length;
  }
}

/** How React writes a script's nonce (base64: nothing in it to escape). */
function nonceAttribute(nonce: string): string {
  return `nonce="${nonce}"`;
}
