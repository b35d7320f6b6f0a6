import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/shop';

/** What a crawler or a link preview gets: the HTML as the server sends it, no JavaScript run. */
function curl(apiOrigin: string, path: string, host: string) {
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    const request = httpRequest(`${apiOrigin}${path}`, { headers: { host } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a path that names no page answers 404 from the server', async ({ shop }) => {
  const itHost = new URL(shop.it).host;
  for (const path of ['/pages/xyz', '/categories/nope', '/en/curadelcapo', '/products/x/nope']) {
    expect((await curl(shop.api, path, itHost)).status, path).toBe(404);
  }
});

test('an English content page carries its English title, canonical and hreflang in the HTML', async ({
  shop,
}) => {
  const { status, html } = await curl(shop.api, '/en/pages/faq', new URL(shop.intl).host);
  expect(status).toBe(200);
  expect(html).toMatch(/<html lang="?en"?>/);
  expect(html).toMatch(/<title>FAQ: orders, shipping, returns and payments \| Aurelia<\/title>/);
  expect(html).toContain(`<link rel="canonical" href="${shop.intl}/en/pages/faq"`);
  expect(html).toContain(`<link rel="alternate" hreflang="it" href="${shop.it}/pages/faq"`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${shop.intl}/en/pages/faq"`);
  expect(html).toMatch(
    /<meta property="og:title" content="FAQ: orders, shipping, returns and payments"/,
  );
});
