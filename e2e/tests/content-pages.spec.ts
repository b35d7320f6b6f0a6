import type { APIRequestContext } from '@playwright/test';
import type { OperatorOutboxResponse, OutboxMessage } from '@shop/shared/contracts';
import { blockingViolations } from '../support/accessibility';
import { expect, test } from '../support/shop';

/** The e-mails the shop wrote to `email`, oldest first, read as an operator reads them. */
async function emailsTo(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  email: string,
): Promise<OutboxMessage[]> {
  const response = await request.get(`${shop.api}/api/operator/outbox?limit=200`, {
    headers: { Authorization: `Bearer ${shop.operatorToken}` },
  });
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as OperatorOutboxResponse;
  return messages.filter((message) => message.to === email).reverse();
}

function linkIn(message: OutboxMessage | undefined, pattern: RegExp): string {
  const link = pattern.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`No link matching ${pattern} in: ${message?.text}`);
  return link;
}

test('newsletter: sign up on the page, confirm, then unsubscribe in one click from the e-mail', async ({
  page,
  request,
  shop,
}) => {
  const email = `e2e-unsubscribe-${Date.now().toString(36)}@example.com`;
  await page.goto(`${shop.it}/pages/newsletter`);
  const block = page.getByRole('main').getByRole('region', { name: 'Iscriviti alla newsletter' });
  await block.getByRole('textbox', { name: 'Email' }).fill(email);
  await block.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await block.getByRole('button', { name: 'Iscriviti', exact: true }).click();
  await expect(block.getByRole('status')).toContainText('Controlla la tua casella di posta');

  await page.goto(
    linkIn((await emailsTo(request, shop, email))[0], /https?:\/\/\S+[?&]confirm=\S+/),
  );
  await expect(page.getByRole('main').getByText(/^Iscrizione confermata!/)).toBeVisible();

  const welcome = (await emailsTo(request, shop, email)).at(-1);
  expect(welcome?.kind).toBe('newsletter-welcome');
  const unsubscribe = linkIn(welcome, /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/);
  expect(unsubscribe.startsWith(`${shop.it}/`)).toBe(true);

  // The link's page works without JavaScript: opening it asks, its button unsubscribes.
  const plain = await page.context().browser()?.newContext({ javaScriptEnabled: false });
  if (!plain) throw new Error('No browser');
  const noScript = await plain.newPage();
  await noScript.goto(unsubscribe);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(
    'Annulla l’iscrizione alla newsletter',
  );
  await expect(noScript.getByText(email)).toBeVisible();
  await noScript.getByRole('button', { name: 'Annulla l’iscrizione' }).click();
  await expect(noScript.getByRole('status')).toHaveText(
    'Iscrizione annullata: non riceverai più la newsletter di Aurelia.',
  );
  await plain.close();

  // Signing up again works, but no second code is sent.
  await page.goto(`${shop.it}/pages/newsletter`);
  await block.getByRole('textbox', { name: 'Email' }).fill(email);
  await block.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await block.getByRole('button', { name: 'Iscriviti', exact: true }).click();
  await expect(block.getByRole('status')).toContainText('Controlla la tua casella di posta');
  await page.goto(
    linkIn((await emailsTo(request, shop, email)).at(-1), /https?:\/\/\S+[?&]confirm=\S+/),
  );
  await expect(page.getByRole('main').getByText(/Bentornato/)).toBeVisible();
  const codes = (await emailsTo(request, shop, email)).filter((message) =>
    /BENVENUTO10-/.test(message.text),
  );
  expect(codes).toHaveLength(1);
});

test('store locator: filter by continent, region and country, kept in the URL', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/pages/storelocator`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('I nostri negozi');
  await expect(main.getByRole('article', { name: 'Aurelia Tokyo Ginza' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await main.getByRole('combobox', { name: 'Continente' }).selectOption({ label: 'Europa' });
  await main
    .getByRole('combobox', { name: 'Regione' })
    .selectOption({ label: 'Europa meridionale' });
  await main.getByRole('combobox', { name: 'Paese' }).selectOption({ label: 'Spagna' });

  await expect(page).toHaveURL(
    /\/pages\/storelocator\?continent=europe&region=southern-europe&country=ES$/,
  );
  await expect(main.getByRole('status')).toHaveText('1 negozio');
  const madrid = main.getByRole('article', { name: 'Aurelia Madrid Serrano' });
  await expect(madrid).toContainText('Calle de Serrano 45');
  await expect(madrid.getByRole('link', { name: /Vedi sulla mappa/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=40\.42797&mlon=-3\.68597/,
  );
  await expect(main.getByRole('article', { name: /Milano/ })).toHaveCount(0);

  await main
    .getByRole('combobox', { name: 'Regione' })
    .selectOption({ label: 'Europa occidentale' });
  await expect(main.getByRole('status')).toHaveText('4 negozi');
  await expect(main.getByRole('article', { name: 'Aurelia Madrid Serrano' })).toHaveCount(0);

  // Back returns to the previous choice; a reload of a filtered URL shows the same stores.
  await page.goBack();
  await expect(main.getByRole('status')).toHaveText('1 negozio');
  await page.reload();
  await expect(main.getByRole('article', { name: 'Aurelia Madrid Serrano' })).toBeVisible();
});

for (const [locale, path, heading] of [
  ['it', '/pages/career', 'Lavora con noi'],
  ['en', '/en/pages/career', 'Work with us'],
] as const) {
  test(`the career page has no serious accessibility problems (${locale}), and shows its form's messages`, async ({
    page,
    shop,
  }) => {
    await page.goto(`${locale === 'it' ? shop.it : shop.intl}${path}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await blockingViolations(page)).toEqual([]);

    // With its field messages showing too.
    await main
      .getByRole('button', {
        name: locale === 'it' ? 'Invia la candidatura' : 'Send your application',
      })
      .click();
    await expect(main.locator('.career-form__error:not(:empty)').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

for (const { store, path, hours } of [
  { store: 'it', path: '/pages/contact', hours: 'dal lunedì al venerdì, dalle 8:30 alle 17:30' },
  { store: 'intl', path: '/en/pages/contact', hours: 'Monday to Friday, 8:30 to 17:30' },
] as const) {
  test(`the contact page (${store}) gives the customer-service line, its hours and an e-mail address, each a tap away`, async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop[store]}${path}`);
    const main = page.getByRole('main');

    await expect(main.getByRole('link', { name: '+39 02 8734 1200' })).toHaveAttribute(
      'href',
      'tel:+390287341200',
    );
    await expect(main.getByRole('link', { name: 'assistenza@aurelia-moda.it' })).toHaveAttribute(
      'href',
      'mailto:assistenza@aurelia-moda.it',
    );
    await expect(main.getByText(hours)).toBeVisible();
  });
}
