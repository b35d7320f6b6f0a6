import type { UploadedPicture } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ShopPluginAsync } from '../http/contract-validation';
import { requireOperator } from '../http/operator-auth';
import { examinePicture, PictureRejectedError, storePicture } from '../media';

/** A 40-megapixel original is about 20 MB as a JPEG and more as a PNG. */
const PICTURE_BODY_LIMIT = 64 * 1024 * 1024;
const PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'application/octet-stream',
];

/**
 * `PUT /api/operator/pictures`: a back office (or `npm run catalogue:import`) uploads an original,
 * which the shop checks and keeps under its content's hash before an import names it.
 */
export const pictureRoutes: ShopPluginAsync<{
  db: Kysely<Database>;
  operatorToken: string | undefined;
}> = async (app, { db, operatorToken }) => {
  app.addHook('onRequest', requireOperator(operatorToken));
  app.addContentTypeParser(
    PICTURE_TYPES,
    { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put('/api/operator/pictures', { bodyLimit: PICTURE_BODY_LIMIT }, async (request, reply) => {
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) {
      return reply.code(422).send({
        message: 'Send the picture itself as the body (Content-Type: image/jpeg or the like).',
        problem: 'not-an-image',
      });
    }
    try {
      const picture = await examinePicture(body);
      const { created } = await storePicture(db, picture);
      const answer: UploadedPicture = {
        hash: picture.hash,
        width: picture.width,
        height: picture.height,
        placeholder: picture.placeholder,
        created,
      };
      return reply
        .code(created ? 201 : 200)
        .header('Cache-Control', 'no-store')
        .send(answer);
    } catch (error) {
      if (!(error instanceof PictureRejectedError)) throw error;
      return reply.code(422).send({ message: error.message, problem: error.problem });
    }
  });
};
