import type { Locale } from './locale';
import type { InlinePageData, RuntimeConfig } from './runtime-config';

/** Id of the element the shell renders into, in its index.html. */
export const ROOT_ELEMENT_ID = 'root';

/**
 * Attribute the server puts on the root element when it holds the frame it rendered: the shell
 * then hydrates that markup instead of rendering from scratch.
 */
export const FRAME_RENDERED_ATTRIBUTE = 'data-shop-frame';

/** Attribute the shell puts on `<html>` once React has the frame (hydrated, or rendered afresh). */
export const DOCUMENT_HYDRATED_ATTRIBUTE = 'data-shop-hydrated';

/** What the page server knows about a page when it has the shell's renderer render it. */
export interface ServerFrameInput {
  /** The page's path and query, as the shopper asked for it ("/en/categories/Men?sort=price"). */
  url: string;
  locale: Locale;
  /** The runtime config written into the same page (store, store origins, detected country). */
  runtimeConfig: RuntimeConfig;
  /** The data inlined into the same page, under the query keys the frame reads. */
  pageData: InlinePageData;
}
