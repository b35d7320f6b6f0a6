import type { ProductImage } from '../contracts';
import { pictureSrcset } from './picture-srcset';

const picture: ProductImage = {
  url: '/media/pictures/0123456789abcdef0123456789abcdef/640.jpg',
  width: 1600,
  height: 2133,
  alt: 'Camicia in lino, Blu navy',
};

test("writes out the widths the API gives, each answering at the picture's address", () => {
  const image = {
    ...picture,
    variants: { path: '/media/pictures/0123456789abcdef0123456789abcdef', widths: [320, 640] },
  };
  expect(pictureSrcset(image)).toBe(
    '/media/pictures/0123456789abcdef0123456789abcdef/320 320w, ' +
      '/media/pictures/0123456789abcdef0123456789abcdef/640 640w',
  );
});

test("takes an older API's written-out srcset as it is", () => {
  const srcset = '/media/pictures/0123456789abcdef0123456789abcdef/320 320w';
  expect(pictureSrcset({ ...picture, srcset })).toBe(srcset);
});

test('gives none for a picture with no widths, which shows its one address', () => {
  expect(pictureSrcset(picture)).toBeUndefined();
  expect(pictureSrcset({ ...picture, variants: { path: '/media/pictures/x', widths: [] } })).toBe(
    undefined,
  );
});
