import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { sendNotFound } from '../http/error-handling';
import { PICTURE_HASH_PATTERN } from './picture-hash';
import type { PictureStore } from './picture-store';
import {
  FORMAT_EXTENSIONS,
  FORMAT_TYPES,
  formatAccepted,
  VARIANT_FORMATS,
  type VariantFormat,
} from './picture-variants';

const PictureVariantParams = Type.Object({
  hash: Type.String({ pattern: PICTURE_HASH_PATTERN }),
  /** "640" (the best format the browser accepts) or "640.webp" (that format). */
  variant: Type.String({ pattern: '^[1-9][0-9]{1,3}(\\.(avif|webp|jpg))?$' }),
});

/** A variant's address names its content for good: caches keep it for a year without asking. */
const FOREVER = 'public, max-age=31536000, immutable';

const FORMAT_BY_EXTENSION = new Map<string, VariantFormat>(
  VARIANT_FORMATS.map((format) => [FORMAT_EXTENSIONS[format], format]),
);

/** The brand's share picture, and product pictures at the widths and formats a page asks for. */
export const mediaRoutes: FastifyPluginAsyncTypebox<{
  pictures: PictureStore;
  assetsDir: string;
}> = async (app, { pictures, assetsDir }) => {
  const brandShareImage = await readFile(path.join(assetsDir, 'brand-share.png'));
  app.get('/media/brand/share.png', async (_request, reply) =>
    reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(brandShareImage),
  );

  app.get(
    '/media/pictures/:hash/:variant',
    { schema: { params: PictureVariantParams } },
    async (request, reply) => {
      const { hash, variant } = request.params;
      const [widthText = '', extension] = variant.split('.');
      const negotiated = extension === undefined;
      const format = negotiated
        ? formatAccepted(request.headers.accept)
        : FORMAT_BY_EXTENSION.get(extension);
      if (!format) return sendNotFound(request, reply);
      const width = Number(widthText);
      const etag = `"${hash}-${width}-${format}"`;
      if (negotiated) reply.header('Vary', 'Accept');

      const bytes = await pictures.variant(hash, width, format);
      if (!bytes) return sendNotFound(request, reply);
      reply.header('Cache-Control', FOREVER).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(FORMAT_TYPES[format]).send(bytes);
    },
  );
};
