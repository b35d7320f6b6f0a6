import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

test('every product image path answers an SVG drawn in the colour, with long caching', async () => {
  const image = await shop.database.db
    .selectFrom('product_images')
    .innerJoin('product_colours', 'product_colours.id', 'product_images.colour_id')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .select(['product_images.path', 'product_colours.hex', 'products.name_it'])
    .orderBy('product_images.id')
    .executeTakeFirstOrThrow();

  const response = await shop.app.inject({ url: image.path });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=604800');
  expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(response.body).toContain(`fill="${image.hex}"`);
  expect(response.body).toContain(image.name_it);
});

test('an unknown image answers 404 with { message }', async () => {
  const response = await shop.app.inject({ url: '/media/products/sh99999-navy.svg' });

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: expect.stringContaining('not found') });
});
