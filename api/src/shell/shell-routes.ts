import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import { setStaticFileHeaders } from '../http/static-caching';
import { storeForHost } from '../http/store';
import { robotsTxt } from './robots';

/**
 * The shell's built files from SHELL_DIST, read from disk per request. index.html is never served
 * raw: page URLs fall through to the not-found handler, which renders it with the runtime config.
 */
export const shellRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/robots.txt', async (request, reply) => {
    const store = storeForHost(request.host, config.storeOrigins);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(new URL('/sitemap.xml', config.storeOrigins[store]).href));
  });

  await app.register(fastifyStatic, {
    root: config.shellDist,
    index: false,
    // The builds write `<file>.br` beside each script and stylesheet (best-quality Brotli).
    preCompressed: true,
    redirect: false,
    cacheControl: false,
    allowedPath: (pathname) => isPublicShellFile(pathname),
    setHeaders: setStaticFileHeaders,
  });
};

/**
 * Whether a decoded path names a file browsers may fetch: not a folder, not the raw index.html,
 * and not the server build (`server/`, the page renderer), which is the page server's to run.
 * Judged after `//` and dot segments are resolved, as the file is looked up.
 */
export function isPublicShellFile(pathname: string): boolean {
  const normal = path.posix.normalize(pathname);
  return (
    !pathname.endsWith('/') &&
    normal !== '/index.html' &&
    !normal.startsWith('/api/') &&
    !normal.startsWith('/server/')
  );
}
