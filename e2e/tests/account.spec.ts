import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AccountDataExport } from '@shop/shared/contracts';
import { activateByEmail, PASSWORD } from '../support/account';
import { blockingViolations } from '../support/accessibility';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

/** An address no earlier run has used. */
function uniqueEmail(label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-account-${label}-${unique}@example.com`;
}

async function fillRegistration(page: Page, email: string, password = PASSWORD): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Conferma password').fill(password);
  await main.getByLabel('Nome', { exact: true }).fill('Giulia');
  await main.getByLabel('Cognome').fill('Rossi');
  await main.getByLabel('Giorno').fill('3');
  await main.getByLabel('Mese').fill('4');
  await main.getByLabel('Anno').fill('1990');
  await main.getByRole('group', { name: 'Sesso' }).getByRole('radio', { name: 'Donna' }).check();
  await main
    .getByRole('group', { name: 'Ti interessa la collezione' })
    .getByRole('radio', { name: 'Donna' })
    .check();
  await main.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Accedi' }).click();
}

/** The newest password-reset link the shop e-mailed to `email`, read as an operator reads it. */
async function resetLinkFor(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  email: string,
): Promise<string> {
  const message = await waitForEmail(
    request,
    shop,
    (candidate) => candidate.to === email && RESET_LINK.test(candidate.text),
  );
  return RESET_LINK.exec(message.text)?.[0] ?? '';
}

const RESET_LINK = /https?:\/\/\S+\/login\/reset\?token=[A-Za-z0-9_-]+/;

test('registering shows each Italian message, then the e-mailed link logs in; logout; login follows the stored target', async ({
  page,
  shop,
}) => {
  const email = uniqueEmail('register');
  await page.goto(`${shop.it}/login/register`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Registrati');

  await main.getByLabel('Email').fill('giulia@');
  await main.getByLabel('Password', { exact: true }).fill('corta');
  await main.getByLabel('Conferma password').fill('diversa');
  await main.getByLabel('Giorno').fill('123');
  await main.getByRole('button', { name: 'Registrati' }).click();
  for (const message of [
    'La email inserita non è valida',
    'La password inserita non è valida',
    'Le 2 password non coincidono',
    'Devi inserire massimo 2 numeri',
    'È necessario accettare la privacy',
  ]) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(main.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription(
    'Il campo è obbligatorio',
  );

  await fillRegistration(page, email);
  await main.getByRole('button', { name: 'Registrati' }).click();
  await activateByEmail(page, shop, email);
  await expect(page).toHaveURL(`${shop.it}/`);
  const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
  await expect(account).toContainText('G');

  await account.click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Il mio account');
  await expect(main.getByText('Ciao Giulia Rossi')).toBeVisible();
  await main.getByRole('button', { name: 'Esci' }).click();
  // Signed out on an account page: its guard sends the shopper to log in, and back here after.
  await expect(page).toHaveURL(`${shop.it}/login?redirect=%2Faccount`);
  // The login page's slim header: no Account link for a visitor, the secure-payments note.
  await expect(page.getByRole('banner').getByText('Pagamenti sicuri')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);

  await page.goto(`${shop.it}/login?redirect=%2Faccount`);
  await logIn(page, email, 'password-sbagliata');
  await expect(main.getByText('Email o password non corretti')).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${shop.it}/account`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Il mio account');
});

test('a lost password is reset through the e-mailed link, and the old one stops working', async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail('reset');
  await page.goto(`${shop.it}/login/register`);
  await fillRegistration(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Registrati' }).click();
  await activateByEmail(page, shop, email);
  await expect(page).toHaveURL(`${shop.it}/`);
  await page.context().clearCookies();

  await page.goto(`${shop.it}/login/lost-password`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Password dimenticata');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Invia il link' }).click();
  await expect(main.getByRole('status')).toContainText('Se l’indirizzo è registrato');

  const link = await resetLinkFor(request, shop, email);
  expect(new URL(link).pathname).toBe('/login/reset');
  await page.goto(`${shop.it}${new URL(link).pathname}${new URL(link).search}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nuova password');
  const newPassword = 'seta-e-cachemire-2026';
  await main.getByLabel('Nuova password').fill(newPassword);
  await main.getByLabel('Conferma password').fill(newPassword);
  await main.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(main.getByRole('status')).toContainText('Password aggiornata!');

  await main.getByRole('link', { name: 'Accedi con la nuova password' }).click();
  await logIn(page, email, PASSWORD);
  await expect(main.getByText('Email o password non corretti')).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(`${shop.it}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toContainText('G');
});

test('a customer downloads their data, deletes the account, is logged out and cannot log in again', async ({
  page,
  shop,
}) => {
  const email = uniqueEmail('delete');
  await page.goto(`${shop.it}/login/register`);
  await fillRegistration(page, email);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Registrati' }).click();
  await activateByEmail(page, shop, email);
  await expect(page).toHaveURL(`${shop.it}/`);

  await page.goto(`${shop.it}/account`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Il mio account');
  const downloading = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Scarica i miei dati (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as AccountDataExport;
  expect(data.profile).toMatchObject({ email, name: 'Giulia', lastName: 'Rossi' });
  expect(data.consents).toEqual([
    expect.objectContaining({ kind: 'privacy', granted: true, textVersion: '2026-06' }),
  ]);

  // The rest on a phone: the page fits 320 px and its buttons are big enough to tap.
  await page.setViewportSize({ width: 320, height: 640 });
  await main.getByRole('link', { name: 'Elimina il mio account' }).click();
  await expect(page).toHaveURL(`${shop.it}/account/delete`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Elimina account');
  await main.getByRole('button', { name: 'Elimina il mio account' }).click();
  await expect(main.getByRole('heading', { name: 'Conferma l’eliminazione' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  for (const name of ['Sì, elimina definitivamente', 'Annulla']) {
    const box = await main.getByRole('button', { name }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await main.getByLabel('Password').fill('password-sbagliata');
  await main.getByRole('button', { name: 'Sì, elimina definitivamente' }).click();
  await expect(main.getByText('La password inserita non è corretta')).toBeVisible();
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sì, elimina definitivamente' }).click();

  await expect(page).toHaveURL(`${shop.it}/account/deleted`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Account eliminato');
  await expect(main.getByRole('status')).toContainText('sei stato disconnesso');
  // Logged out: the header offers to log in again.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto(`${shop.it}/login`);
  await logIn(page, email, PASSWORD);
  await expect(main.getByText('Email o password non corretti')).toBeVisible();
});

test('a visitor is sent from /account to /login, with the way back', async ({ page, shop }) => {
  await page.goto(`${shop.it}/account`);
  await expect(page).toHaveURL(`${shop.it}/login?redirect=%2Faccount`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Accedi');
});

test('the account forms fit a 320 px wide screen', async ({ page, shop }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${shop.it}/login/register`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Registrati');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const submit = page.getByRole('main').getByRole('button', { name: 'Registrati' });
  const box = await submit.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

for (const route of [
  { path: '/login', ready: 'Accedi' },
  { path: '/login/register', ready: 'Registrati' },
  { path: '/login/lost-password', ready: 'Password dimenticata' },
  { path: '/login/reset?token=abc', ready: 'Nuova password' },
]) {
  test(`${route.path} has no serious or critical accessibility violations`, async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}${route.path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.ready);
    await expect(page.getByRole('link', { name: /Aurelia/ }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('a signed-in customer’s header keeps the cart on the first row of a 320 px screen', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // Registered through the API's own address (the test runner resolves no *.localhost names);
  // the session cookie it sets is then given to the browser for the store.
  const email = uniqueEmail('phone');
  const registered = await page.request.post(`${shop.api}/api/auth/register`, {
    headers: { origin: shop.api },
    data: {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: 'Giulia',
      lastName: 'Rossi',
      gender: 'female',
      interest: 'women',
      newsletter: false,
      privacy: true,
      language: 'it',
    },
  });
  expect(registered.status()).toBe(200);
  // The link of the activation e-mail logs in: its token, posted as the registration page does.
  const message = await waitForEmail(
    page.request,
    shop,
    (candidate) => candidate.to === email && candidate.kind === 'account-activation',
  );
  const activated = await page.request.post(`${shop.api}/api/auth/register/confirm`, {
    headers: { origin: shop.api },
    data: { token: /[?&]activate=([A-Za-z0-9_-]+)/.exec(message.text)?.[1], language: 'it' },
  });
  expect(activated.status()).toBe(200);
  const sessionCookie = activated
    .headersArray()
    .find(
      (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('session='),
    );
  const [name = '', value = ''] = (sessionCookie?.value.split(';')[0] ?? '').split('=');
  await page.context().addCookies([{ name, value, url: shop.it }]);
  await page.goto(`${shop.it}/account`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Il mio account',
  );
  const banner = page.getByRole('banner');
  const account = banner.getByRole('link', { name: 'Account' });
  await expect(account).toContainText('G');
  const logo = await banner.getByRole('link', { name: /Aurelia/ }).boundingBox();
  const cart = await banner.getByRole('link', { name: /Carrello/ }).boundingBox();
  expect(Math.abs((cart?.y ?? 0) - (logo?.y ?? 100))).toBeLessThan(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
