import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** /favicon.ico keeps its name (browsers ask for it unlinked) and seldom changes: a day. */
export const ONE_DAY = 'public, max-age=86400';

/** Build tools put a content hash in names like "main.3f9a1c2b.js"; such a file never changes. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

/** Files that keep their name across deployments: the entry points a redeploy must replace. */
const ENTRY_POINTS = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html']);

/** The compressed copies a build writes beside a file: `main.3f9a1c2b.js.br`. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (name === 'favicon.ico') return ONE_DAY;
  return !ENTRY_POINTS.has(name) && CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}

/**
 * Headers of a file served from a build folder. Which bytes go out depends on Accept-Encoding
 * (the Brotli copy, or the file compressed on the fly), so caches must key on it.
 */
export function setStaticFileHeaders(
  response: { setHeader(name: string, value: string): unknown },
  filePath: string,
): void {
  response.setHeader('Cache-Control', cacheControlFor(filePath));
  response.setHeader('Vary', 'Accept-Encoding');
}
