import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import { setStaticFileHeaders } from '../http/static-caching';
import { robotsTxt } from './robots';

/**
 * The shell's built files from SHELL_DIST, read from disk per request. index.html is never served
 * raw: page URLs fall through to the not-found handler, which renders it with the runtime config.
 */
export const shellRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt()),
  );

  await app.register(fastifyStatic, {
    root: config.shellDist,
    index: false,
    // The builds write `<file>.br` beside each script and stylesheet (best-quality Brotli).
    preCompressed: true,
    redirect: false,
    cacheControl: false,
    allowedPath: (pathname) =>
      !pathname.endsWith('/') && pathname !== '/index.html' && !pathname.startsWith('/api/'),
    setHeaders: setStaticFileHeaders,
  });
};
