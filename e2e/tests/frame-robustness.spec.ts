import type { Page } from '@playwright/test';
import { entryScriptsOf, untilHydrated } from '../support/server-rendering';
import { expect, test } from '../support/shop';

const BUS_KEY = '@shop/shared/event-bus/v1';

/** What a buggy or outdated remote could publish on each topic of the page-wide bus. */
async function publishMalformedPayloads(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ busKey, path }) => {
      const bus = (
        globalThis as unknown as Record<symbol, { publish(t: string, p: unknown): void }>
      )[Symbol.for(busKey)];
      if (!bus) throw new Error('No page-wide bus');
      const payloads: [string, unknown][] = [
        ['account:auth', { isLoggedIn: 'yes', firstName: 42 }],
        ['checkout:cart', { itemCount: 'many', subtotalCents: -1 }],
        ['shell:locale', { locale: 'fr' }],
        // The two payloads that used to unmount header and footer from the head effect.
        ['shell:page-meta', { path, title: 'Rotto', keywords: 'scarpe, borse' }],
        ['shell:page-meta', { path, title: 'Rotto', alternates: { en: 'not a url' } }],
        ['shell:page-meta', { path, title: 'Rotto', alternates: { en: '//evil.example/en' } }],
        ['checkout:add-to-cart', { productId: 7, quantity: 'lots' }],
        ['checkout:clear-cart', { reason: 'bored' }],
        ['account:log-out', 'now'],
        ['checkout:cart-notification', null],
      ];
      for (const [topic, payload] of payloads) bus.publish(topic, payload);
    },
    { busKey: BUS_KEY, path },
  );
}

test('malformed payloads on every bus topic leave header, footer and the page working', async ({
  page,
  shop,
}) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(message.text());
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto(`${shop.it}/pages/faq`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Domande frequenti');
  await expect(page).toHaveTitle(
    'Domande frequenti: ordini, spedizioni, resi e pagamenti | Aurelia',
  );
  // The page is painted from its HTML before its scripts run: the bus comes with them.
  await untilHydrated(page);

  await publishMalformedPayloads(page, '/pages/faq');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Domande frequenti');
  await expect(page).toHaveTitle(
    'Domande frequenti: ordini, spedizioni, resi e pagamenti | Aurelia',
  );
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Aiuto' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(header.getByTestId('cart-count')).toHaveText('0');
  await expect(header.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/en/pages/faq',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Servizio clienti');
  // Each dropped payload was reported, naming its topic (reportError reaches the page's error handlers).
  const droppedTopics = [...reported, ...pageErrors.map((error) => error.message)].join('\n');
  for (const topic of ['account:auth', 'checkout:cart', 'shell:page-meta', 'account:log-out'])
    expect(droppedTopics).toContain(`"${topic}"`);

  // The page still works: a client-side navigation and the cart badge from a good payload.
  await header.getByRole('link', { name: /Carrello/ }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Carrello');
});

test.describe('a shell that cannot start', () => {
  test('a broken runtime config shows a bilingual message with a reload link', async ({
    page,
    shop,
  }) => {
    // Node cannot resolve *.localhost: ask the server on its loopback address (any host not
    // the international one is the Italian store), then break the config it wrote.
    const response = await fetch(`${shop.api}/pages/faq`);
    const html = (await response.text()).replace(
      /(<script id="?shop-runtime-config"?[^>]*>)[\s\S]*?(<\/script>)/,
      '$1{"version": 1, "remotes": $2',
    );
    expect(html).toContain('{"version": 1, "remotes": </script>');
    await page.route(`${shop.it}/pages/faq`, (route) =>
      route.fulfill({
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': response.headers.get('content-security-policy') ?? '',
        },
        body: html,
      }),
    );
    await page.goto(`${shop.it}/pages/faq`);

    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'Il negozio non si è caricato' }),
    ).toBeVisible();
    await expect(alert.getByRole('heading', { name: 'The shop did not load' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Ricarica la pagina' })).toHaveAttribute(
      'href',
      `${shop.it}/pages/faq`,
    );
    await expect(alert.getByRole('link', { name: 'Reload the page' })).toBeVisible();
  });

  test('a shell chunk that never arrives reloads once, then shows the message', async ({
    page,
    shop,
  }) => {
    // The scripts the HTML names run; every chunk they ask for later fails, as after a bad deploy.
    const html = await (await fetch(`${shop.api}/pages/faq`)).text();
    const initial = new Set(entryScriptsOf(html));
    expect(initial.size).toBeGreaterThan(0);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.route(`${shop.it}/**/*.js`, (route) => {
      const { pathname } = new URL(route.request().url());
      return initial.has(pathname) ? route.continue() : route.abort('failed');
    });

    await page.goto(`${shop.it}/pages/faq`);

    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'The shop did not load' }),
    ).toBeVisible();
    expect(documents).toBe(2);
  });
});
