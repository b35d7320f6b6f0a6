import type { Page } from '@playwright/test';
import { waitForEmail } from './outbox';
import { expect } from './shop';

export const PASSWORD = 'lino-e-cotone-2026';

/** Where the shop runs, and the operator token that reads its outbox. */
export interface ShopUnderTest {
  it: string;
  api: string;
  operatorToken: string;
}

const ACTIVATION_LINK = /https?:\/\/\S+\/login\/register\?activate=[A-Za-z0-9_-]+/;

/**
 * After the registration form: the form says the e-mail is on its way; the activation link the
 * shop e-mailed to `email` is opened in the same browser, which the link logs in and sends to
 * the registration's redirect.
 */
export async function activateByEmail(page: Page, shop: ShopUnderTest, email: string) {
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Ti abbiamo inviato un’email: apri il link per attivare il tuo account.',
  );
  const message = await waitForEmail(
    page.request,
    shop,
    (candidate) => candidate.to === email && candidate.kind === 'account-activation',
  );
  const link = new URL(ACTIVATION_LINK.exec(message.text)?.[0] ?? '');
  expect(link.pathname).toBe('/login/register');
  await page.goto(`${shop.it}${link.pathname}${link.search}`);
}

/**
 * Registers a new customer (an address no earlier run has used, or `email`) through the
 * registration page and the link of the activation e-mail, which signs them in. Answers the
 * address.
 */
export async function registerCustomer(
  page: Page,
  shop: ShopUnderTest,
  label = 'customer',
  email = `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`,
) {
  await page.goto(`${shop.it}/login/register`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Conferma password').fill(PASSWORD);
  await main.getByLabel('Nome', { exact: true }).fill('Giulia');
  await main.getByLabel('Cognome').fill('Rossi');
  await main.getByRole('group', { name: 'Sesso' }).getByRole('radio', { name: 'Donna' }).check();
  await main
    .getByRole('group', { name: 'Ti interessa la collezione' })
    .getByRole('radio', { name: 'Donna' })
    .check();
  await main.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await main.getByRole('button', { name: 'Registrati' }).click();
  await activateByEmail(page, shop, email);
  await expect(page).toHaveURL(`${shop.it}/`);
  return email;
}
