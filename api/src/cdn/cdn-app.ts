import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { answerErrors, sendNotFound } from '../http/error-handling';
import { setStaticFileHeaders } from '../http/static-caching';

/**
 * The static server the remotes are loaded from, standing in for a CDN: each remote's dist folder
 * under /<remote-dir>/, readable from any origin. Files are looked up on disk per request, so
 * a remote redeployed into its folder is served at once.
 */
export async function buildCdnApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  answerErrors(app);
  app.setNotFoundHandler(sendNotFound);
  await app.register(fastifyCompress, { threshold: 1024 });

  for (const [index, remote] of Object.values(config.remotes).entries()) {
    await app.register(fastifyStatic, {
      root: remote.distDir,
      prefix: `/${remote.cdnPath}/`,
      // Only the first registration may add reply.sendFile; the others would clash.
      decorateReply: index === 0,
      index: false,
      // The builds write `<file>.br` beside each script and stylesheet (best-quality Brotli).
      preCompressed: true,
      redirect: false,
      // A folder is not a file: 404 rather than send's 403.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      cacheControl: false,
      setHeaders: setStaticFileHeaders,
    });
  }
  return app;
}
