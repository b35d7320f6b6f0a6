import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { statSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { answerErrors, sendNotFound } from '../http/error-handling';
import { setStaticFileHeaders } from '../http/static-caching';
import { readPointer, remoteReleasesDir, servingFolders } from './releases';

/**
 * The static server the remotes are loaded from, standing in for a CDN: each remote under
 * /<remote-dir>/, readable from any origin. A remote released with `npm run release` is served from
 * its live release (then its older kept releases, for chunks that open tabs still ask for); one
 * never released, from its build folder. Both are looked up per request, so a release, a rollback
 * or a build into the folder shows at once.
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
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    serve: false,
    index: false,
    // The builds write `<file>.br` beside each script and stylesheet (best-quality Brotli).
    preCompressed: true,
    redirect: false,
    // A folder is not a file: 404 rather than send's 403.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    cacheControl: false,
    setHeaders: setStaticFileHeaders,
  });

  for (const remote of Object.values(config.remotes)) {
    const releases = remoteReleasesDir(config.releasesDir, remote.cdnPath);
    app.get<{ Params: { '*': string } }>(`/${remote.cdnPath}/*`, (request, reply) => {
      const file = `/${request.params['*']}`;
      const pointer = readPointer(releases);
      const folders = pointer ? servingFolders(releases, pointer) : [remote.distDir];
      // The first folder that has the file; send() still keeps the path inside that folder.
      const folder = folders.find((candidate) => isFileIn(candidate, file)) ?? remote.distDir;
      return reply.sendFile(file, folder);
    });
  }
  return app;
}

/** Whether `file` (a URL path) names a file inside `folder`. */
function isFileIn(folder: string, file: string): boolean {
  const resolved = path.join(folder, path.normalize(file));
  if (!resolved.startsWith(folder + path.sep)) return false;
  return statSync(resolved, { throwIfNoEntry: false })?.isFile() ?? false;
}
