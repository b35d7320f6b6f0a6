import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sendNotFound } from '../http/error-handling';
import { findProductImageSubject } from './product-image-repository';
import { renderProductImageSvg } from './product-image-svg';

const ProductImageParams = Type.Object({
  file: Type.String({ pattern: '^[a-z0-9-]+\\.svg$', maxLength: 200 }),
});

/** Product pictures, drawn on request from the catalogue; an image's path never changes meaning. */
export const mediaRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  assetsDir: string;
}> = async (app, { db, assetsDir }) => {
  const brandShareImage = await readFile(path.join(assetsDir, 'brand-share.png'));
  app.get('/media/brand/share.png', async (_request, reply) =>
    reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(brandShareImage),
  );

  app.get(
    '/media/products/:file',
    { schema: { params: ProductImageParams } },
    async (request, reply) => {
      const subject = await findProductImageSubject(db, `/media/products/${request.params.file}`);
      if (!subject) return sendNotFound(request, reply);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=604800')
        .send(renderProductImageSvg(subject));
    },
  );
};
