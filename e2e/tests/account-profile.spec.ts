import { blockingViolations, WCAG_22_AA } from '../support/accessibility';
import { PASSWORD, registerCustomer } from '../support/account';
import { waitForEmail } from '../support/outbox';
import { shootAtBothWidths } from '../support/screenshots';
import { expect, test } from '../support/shop';

// Issue 30: a profile the customer can edit, on a phone, in both languages.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NEW_PASSWORD = 'cotone-e-canapa-2027';

test('an Italian customer renames themselves, changes the password (signing the other device out) and subscribes to the newsletter', async ({
  page,
  browser,
  shop,
}) => {
  const email = await registerCustomer(page, shop, 'profile-it');
  // The same customer on another device.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(`${shop.it}/login`);
  await phone.getByRole('main').getByLabel('Email').fill(email);
  await phone.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await phone.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
  await expect(phone).not.toHaveURL(/\/login/);

  await page.goto(`${shop.it}/account`);
  await page.getByRole('main').getByRole('link', { name: 'Il mio profilo' }).tap();
  await expect(page).toHaveURL(`${shop.it}/account/profile`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(
    main.getByText(/Informativa sulla privacy: dato il .+ \(testo 2026-06\)/),
  ).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  await shootAtBothWidths(page, 'profile-it');

  const name = main.getByRole('textbox', { name: 'Nome', exact: true });
  await name.fill('Giulia Maria');
  await main.getByRole('button', { name: 'Salva il nome' }).tap();
  await expect(main.getByRole('status')).toHaveText('Nome aggiornato');

  const password = main.getByRole('region', { name: 'Password' });
  await password.getByLabel('Password attuale').fill('not-the-password');
  await password.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
  await password.getByLabel('Conferma la nuova password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Cambia la password' }).tap();
  await expect(main.getByRole('alert')).toHaveText('La password attuale non è corretta');
  await password.getByLabel('Password attuale').fill(PASSWORD);
  await password.getByRole('button', { name: 'Cambia la password' }).tap();
  await expect(main.getByRole('status')).toHaveText(/Password cambiata\./);
  await expect(password.getByLabel('Password attuale')).toHaveValue('');
  const notice = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'password-changed',
  );
  expect(notice.text).toContain('Giulia Maria');

  // The other device is signed out; this one is not.
  await phone.goto(`${shop.it}/account`);
  await expect(phone).toHaveURL(/\/login/);
  await other.close();

  const newsletter = main.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('button', { name: 'Iscriviti alla newsletter' }).tap();
  await expect(newsletter).toContainText('conferma l’iscrizione dal link che contiene');
  await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email.toLowerCase() && message.kind === 'newsletter-confirmation',
  );
  await expect(main.getByText(/Newsletter: dato il .+ \(testo 2026-06\)/)).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
});

test('an English customer on the international store sees the profile in English, leaves the newsletter and moves to a new address by its link', async ({
  page,
  shop,
}) => {
  const email = await registerCustomer(page, shop, 'profile-en');
  await page.goto(`${shop.intl}/en/login`);
  const login = page.getByRole('main');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`${shop.intl}/en/account/profile`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const newsletter = main.getByRole('region', { name: 'Newsletter' });
  await expect(newsletter).toContainText('You are not subscribed to the newsletter.');
  await newsletter.getByRole('button', { name: 'Subscribe to the newsletter' }).tap();
  await expect(newsletter).toContainText('confirm your subscription');
  await newsletter.getByRole('button', { name: 'Unsubscribe' }).tap();
  await expect(main.getByRole('status')).toHaveText('You will no longer receive the newsletter');
  await expect(main.getByText(/Newsletter: withdrawn on .+ \(text 2026-06\)/)).toBeVisible();

  const name = main.getByRole('textbox', { name: 'First name' });
  await name.fill('');
  await main.getByRole('button', { name: 'Save the name' }).tap();
  await expect(main.getByText('This field is required')).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  await shootAtBothWidths(page, 'profile-en');

  // A new address counts once the link sent to it is opened; the old one is told.
  const next = `e2e-profile-new-${Date.now().toString(36)}@example.com`;
  const address = main.getByRole('region', { name: 'E-mail address' });
  await address.getByLabel('New e-mail address').fill(next);
  await address.getByLabel(/^Current password/).fill(PASSWORD);
  await address.getByRole('button', { name: 'Change the address' }).tap();
  await expect(address).toContainText(`Waiting for confirmation: ${next}.`);
  const link = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === next && message.kind === 'email-change-confirmation',
  );
  // The link is in the language the customer registered in (Italian), to the Italian store;
  // opened signed out, the login brings the customer back to it.
  const url = /https?:\/\/\S+confirmEmail=[\w-]+/.exec(link.text)?.[0] ?? '';
  expect(url.startsWith(`${shop.it}/account/profile?confirmEmail=`)).toBe(true);
  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Accedi' }).tap();
  await expect(main.getByRole('status')).toHaveText(`Indirizzo aggiornato: ora accedi con ${next}`);
  await expect(page).toHaveURL(`${shop.it}/account/profile`);
  await expect(main.getByRole('region', { name: 'Indirizzo e-mail' })).toContainText(
    `Accedi con ${next}.`,
  );
  await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'email-changed',
  );
});
