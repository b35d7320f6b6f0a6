import type { Page } from '@playwright/test';
import { PASSWORD, registerCustomer } from '../support/account';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

// Issue 30: the e-mails a customer expects about their account, on a phone, in both languages.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

const ACTIVATION_LINK = /https?:\/\/\S+\/en\/login\/register\?activate=[A-Za-z0-9_-]+/;

/** Registers in English on the international store and opens the activation link. */
async function registerInEnglish(
  page: Page,
  shop: { intl: string; api: string; operatorToken: string },
  email: string,
) {
  await page.goto(`${shop.intl}/en/login/register`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await main.getByLabel('First name').fill('Emma');
  await main.getByLabel('Last name').fill('Lee');
  await main.getByRole('checkbox', { name: /privacy policy/ }).check();
  await main.getByRole('button', { name: 'Register' }).tap();
  await expect(main.getByRole('status')).toContainText('We have sent you an e-mail');
  const activation = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'account-activation',
  );
  const link = new URL(ACTIVATION_LINK.exec(activation.text)?.[0] ?? '');
  await page.goto(`${shop.intl}${link.pathname}${link.search}`);
}

test('an Italian customer is welcomed once the account exists, and told when the password changes', async ({
  page,
  shop,
}) => {
  const email = await registerCustomer(page, shop, 'welcome-it');
  const welcome = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'welcome',
  );
  expect(welcome.subject).toBe('Benvenuto su Aurelia');
  expect(welcome.text).toContain('Ciao Giulia,');
  expect(welcome.text).toContain(`${shop.it}/account`);

  await page.context().clearCookies();
  await page.goto(`${shop.it}/login/lost-password`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Invia il link' }).tap();
  const reset = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'password-reset',
  );
  const link = new URL(
    /https?:\/\/\S+\/login\/reset\?token=[A-Za-z0-9_-]+/.exec(reset.text)?.[0] ?? '',
  );
  await page.goto(`${shop.it}${link.pathname}${link.search}`);
  await main.getByLabel('Nuova password').fill('seta-e-cachemire-2026');
  await main.getByLabel('Conferma password').fill('seta-e-cachemire-2026');
  await main.getByRole('button', { name: 'Salva la nuova password' }).tap();
  await expect(main.getByRole('status')).toContainText('Password aggiornata!');
  const changed = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'password-changed',
  );
  expect(changed.subject).toBe('La password del tuo account Aurelia è cambiata');
  expect(changed.text).toContain(`${shop.it}/login/lost-password`);
});

test('an English customer is welcomed in English, and told in English when the account is deleted', async ({
  page,
  shop,
}) => {
  const email = uniqueEmail('welcome-en');
  await registerInEnglish(page, shop, email);
  // Activated and signed in, on the store's home page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toContainText('E');
  const welcome = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'welcome',
  );
  expect(welcome.subject).toBe('Welcome to Aurelia');
  expect(welcome.text).toContain('Hello Emma,');
  expect(welcome.text).toContain(`${shop.intl}/en/account`);

  // Deleted from the shop's own page, as its account page does (its form is tested in
  // account.spec.ts): here what matters is the e-mail that follows.
  const deleted = await page.evaluate(async (password) => {
    const response = await fetch('/api/account/delete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password, language: 'en' }),
    });
    return response.status;
  }, PASSWORD);
  expect(deleted).toBe(200);
  const goodbye = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'account-deleted',
  );
  expect(goodbye.subject).toBe('Your Aurelia account has been deleted');
  expect(goodbye.text).toContain('Hello Emma,');
});
