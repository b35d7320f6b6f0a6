import * as v from 'valibot';

/**
 * What a renderer process tells the page server, checked where it arrives: the process runs the
 * remotes' code, so the page server trusts no message for its shape.
 */
export const RendererMessage = v.variant('kind', [
  /** Started and ready for jobs. */
  v.object({ kind: v.literal('ready') }),
  /** The next piece of a job's HTML, in order. */
  v.object({ kind: v.literal('html'), id: v.number(), html: v.string() }),
  /** The job's HTML is complete. */
  v.object({ kind: v.literal('end'), id: v.number() }),
  /** Nothing of the page could be rendered (not even the frame): the browser renders it all. */
  v.object({ kind: v.literal('failed'), id: v.number(), message: v.string() }),
  /** A region was sent empty, for the browser to render (its remote failed or was too slow). */
  v.object({ kind: v.literal('region-failed'), id: v.number(), message: v.string() }),
]);
export type RendererMessage = v.InferOutput<typeof RendererMessage>;
