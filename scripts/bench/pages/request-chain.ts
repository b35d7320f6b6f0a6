/** A request as the network saw it; times are seconds on one monotonic clock. */
export interface ChainRequest {
  id: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, XHR, Image… */
  type: string;
  sentAt: number;
  /** When its last byte arrived; undefined while in flight or when it failed. */
  finishedAt?: number;
}

/** The requests that can hold up the main content: documents, scripts, styles and fetches. */
export const CHAIN_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * The depth of the critical request chain before `contentAt`, as docs/performance.md defines it:
 * the document is depth 0; any other request is one more than the deepest request that had
 * already finished when it was sent (so 1 when nothing had finished yet: the document is still
 * arriving and announces it). The largest depth among chain requests sent before the content.
 */
export function criticalChainDepth(requests: readonly ChainRequest[], contentAt: number): number {
  const chain = requests
    .filter((request) => CHAIN_TYPES.has(request.type) && request.sentAt <= contentAt)
    .sort((a, b) => a.sentAt - b.sentAt);
  const depths = new Map<string, number>();
  let deepest = 0;
  for (const request of chain) {
    let depth = 0;
    if (request.type !== 'Document' || depths.size > 0) {
      depth = 1;
      for (const earlier of chain) {
        if (earlier === request) break;
        const earlierDepth = depths.get(earlier.id);
        if (
          earlierDepth !== undefined &&
          earlier.finishedAt !== undefined &&
          earlier.finishedAt <= request.sentAt
        )
          depth = Math.max(depth, earlierDepth + 1);
      }
    }
    depths.set(request.id, depth);
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}
