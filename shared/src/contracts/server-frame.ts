import type { Locale } from './locale';
import type { InlinePageData, RuntimeConfig } from './runtime-config';

/** Id of the element the shell renders into, in its index.html. */
export const ROOT_ELEMENT_ID = 'root';

/**
 * Attribute the server puts on the root element when it holds the frame it rendered: the shell
 * then hydrates that markup instead of rendering from scratch.
 */
export const FRAME_RENDERED_ATTRIBUTE = 'data-shop-frame';

/** Where the shell's build writes its server bundle, relative to the shell's dist folder. */
export const SERVER_FRAME_BUNDLE = 'server/frame.cjs';

/** What the server knows about a page when it renders the shell's frame. */
export interface ServerFrameInput {
  /** The page's path and query, as the shopper asked for it ("/en/categories/Men?sort=price"). */
  url: string;
  locale: Locale;
  /** The runtime config written into the same page (store, store origins, detected country). */
  runtimeConfig: RuntimeConfig;
  /** The data inlined into the same page, under the query keys the frame reads. */
  pageData: InlinePageData;
}

/**
 * The shell's server bundle (`SERVER_FRAME_BUNDLE`, CommonJS): renders the frame of a page (top
 * bar, header, footer and the layout around an empty page region) as HTML for the root element.
 * Throws when it cannot; the server then sends the page without it.
 */
export interface ServerFrameModule {
  renderFrame(input: ServerFrameInput): string;
}

export function isServerFrameModule(value: unknown): value is ServerFrameModule {
  return typeof (value as Partial<ServerFrameModule> | null)?.renderFrame === 'function';
}
