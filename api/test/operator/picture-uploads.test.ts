import type { PictureRefusal, UploadedPicture } from '@shop/shared/contracts';
import sharp from 'sharp';
import { readUploadedOriginal } from '../../src/media';
import { testAppForFile } from '../helpers/build-test-app';
import { photograph } from '../helpers/photographs';

const shop = testAppForFile();

function upload(body: Buffer, contentType = 'image/jpeg', token = shop.operatorToken) {
  return shop.app.inject({
    method: 'PUT',
    url: '/api/operator/pictures',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

async function pictureCount(): Promise<number> {
  const { count } = await shop.database.db
    .selectFrom('pictures')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

test('an original is kept under its hash, its variants served, and the same content kept once', async () => {
  const original = await photograph(900, 1200);
  const first = await upload(original);
  expect(first.statusCode).toBe(201);
  const picture = first.json<UploadedPicture>();
  expect(picture).toEqual({
    hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    width: 900,
    height: 1200,
    placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
    created: true,
  });

  const again = await upload(original, 'application/octet-stream');
  expect(again.statusCode).toBe(200);
  expect(again.json<UploadedPicture>()).toMatchObject({ hash: picture.hash, created: false });
  // Every server on the database makes its variants from this copy: the upload, byte for byte.
  expect(await readUploadedOriginal(shop.database.db, picture.hash)).toEqual(original);

  const variant = await shop.app.inject({
    url: `/media/pictures/${picture.hash}/640`,
    headers: { accept: 'image/webp,*/*' },
  });
  expect(variant.statusCode).toBe(200);
  expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
  // Never wider than the original.
  const wider = await shop.app.inject({ url: `/media/pictures/${picture.hash}/960` });
  expect(wider.statusCode).toBe(404);
});

test('a picture taken sideways is kept upright, with its upright size', async () => {
  // EXIF orientation 6: the camera was turned; the stored pixels are 1200×900.
  const sideways = await sharp(await photograph(1200, 900, 2))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const response = await upload(sideways);
  expect(response.json<UploadedPicture>()).toMatchObject({ width: 900, height: 1200 });
  const variant = await shop.app.inject({
    url: `/media/pictures/${response.json<UploadedPicture>().hash}/320.jpg`,
  });
  expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 320, height: 427 });
});

test.each([
  [
    'a text file sent as a JPEG',
    async () => Buffer.from('%PDF-1.7 not a picture at all'),
    'not-an-image',
    /JPEG, PNG, WebP or AVIF/,
  ],
  [
    'an SVG, which could carry scripts',
    async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"/>'),
    'not-an-image',
    /JPEG, PNG, WebP or AVIF/,
  ],
  [
    'a picture of 40.8 megapixels',
    () =>
      sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#808080' } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    'too-many-pixels',
    /40\.8 megapixels \(8000×5100\); the most is 40/,
  ],
  [
    'a picture cut short in transfer',
    async () => {
      const whole = await photograph(900, 1200, 3);
      return whole.subarray(0, Math.floor(whole.length / 2));
    },
    'broken',
    /damaged or incomplete/,
  ],
  ['a thumbnail', () => photograph(200, 260), 'too-small', /at least 320 px wide/],
])('%s is refused with its reason and nothing is kept', async (_what, make, problem, message) => {
  const before = await pictureCount();
  const response = await upload(await make());

  expect(response.statusCode).toBe(422);
  expect(response.json<PictureRefusal>()).toEqual({
    problem,
    message: expect.stringMatching(message),
  });
  expect(await pictureCount()).toBe(before);
});

test('without the operator token nothing is read or kept', async () => {
  const before = await pictureCount();
  const response = await upload(await photograph(900, 1200, 4), 'image/jpeg', 'wrong-token');

  expect(response.statusCode).toBe(401);
  expect(await pictureCount()).toBe(before);
});
