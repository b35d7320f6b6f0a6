import type { ServerFrameInput } from './server-frame';

/**
 * Attribute the server puts on the root element when the markup inside holds the page region as
 * well as the frame: the shell then hydrates the page's remote too instead of rendering it afresh.
 */
export const PAGE_RENDERED_ATTRIBUTE = 'data-shop-page';

/**
 * The shell's page renderer, relative to the shell's dist folder: a program the page server runs
 * in processes of its own (no environment, no files but its own, a memory cap), which renders
 * pages with the shell and the remotes' server containers and streams them back over IPC.
 */
export const PAGE_RENDERER_PROGRAM = 'server/renderer.cjs';

/** One page to render, from the page server to a renderer process. */
export interface RenderJob {
  id: number;
  input: ServerFrameInput;
  /**
   * Whether to render the page region too (`serverRendersPage` of a page the shop has), or the
   * frame alone with the region left for the browser.
   */
  withPage: boolean;
  /** The response's script nonce, for React's inline scripts that put streamed regions in place. */
  scriptNonce: string;
  /** How long the frame waits for the page's regions before it goes out without them. */
  frameHoldMs: number;
  /** How long the page's remote regions may take once the frame is out, before they go empty. */
  regionDeadlineMs: number;
}

export function isRenderJob(value: unknown): value is RenderJob {
  const job = value as Partial<RenderJob> | null;
  return (
    typeof job?.id === 'number' &&
    typeof job.frameHoldMs === 'number' &&
    typeof job.regionDeadlineMs === 'number' &&
    typeof job.withPage === 'boolean' &&
    typeof job.scriptNonce === 'string' &&
    typeof job.input === 'object' &&
    job.input !== null &&
    typeof job.input.url === 'string'
  );
}
