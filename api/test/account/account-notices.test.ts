import { browser, registerCustomer, registration, type Browser } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { outboxFor, resetToken } from '../helpers/outbox';

// Issue 30: the e-mails a customer expects about their own account.

const shop = testAppForFile();

let clients = 0;
/** A client address (TEST-NET-1, upper half) no other test file uses. */
const freshClient = () => `192.0.2.${200 + ++clients}`;

async function newCustomer(
  overrides: Parameters<typeof registration>[0] = {},
): Promise<{ shopper: Browser; email: string; password: string }> {
  const shopper = browser(shop.app, freshClient());
  const body = registration(overrides);
  expect((await registerCustomer(shop.app, shopper, body)).statusCode).toBe(200);
  return { shopper, email: body.email, password: body.password };
}

const kindsTo = async (email: string) =>
  (await outboxFor(shop.database.db, email)).map((message) => message.kind);

async function latest(email: string, kind: string) {
  const message = (await outboxFor(shop.database.db, email)).findLast((row) => row.kind === kind);
  if (!message) throw new Error(`No ${kind} e-mail to ${email}`);
  return message;
}

describe('welcome', () => {
  test('comes once the link has created the account, in Italian, with the account page', async () => {
    const shopper = browser(shop.app, freshClient());
    const body = registration({ name: 'Giulia' });
    await shopper.call('POST', '/api/auth/register', body);
    // Asked for, not yet activated: no account, so no welcome.
    expect(await kindsTo(body.email)).toEqual(['account-activation']);

    expect(
      (await registerCustomer(shop.app, browser(shop.app, freshClient()), body)).statusCode,
    ).toBe(200);
    const welcome = await latest(body.email, 'welcome');
    expect(welcome).toMatchObject({ subject: 'Benvenuto su Aurelia', language: 'it' });
    expect(welcome.text_body).toContain('Ciao Giulia,');
    expect(welcome.text_body).toContain(`${shop.config.storeOrigins.it}/account`);
    expect((await kindsTo(body.email)).filter((kind) => kind === 'welcome')).toHaveLength(1);
  });

  test('speaks English to a customer who registered in English, with the international store', async () => {
    const { email } = await newCustomer({ language: 'en', name: 'Emma' });
    const welcome = await latest(email, 'welcome');
    expect(welcome).toMatchObject({ subject: 'Welcome to Aurelia', language: 'en' });
    expect(welcome.text_body).toContain('Hello Emma,');
    expect(welcome.text_body).toContain(`${shop.config.storeOrigins.intl}/en/account`);
    expect(welcome.html_body).toContain('<p>Hello Emma,</p>');
  });
});

describe('password changed', () => {
  async function resetTo(email: string, password: string, language: 'it' | 'en') {
    await browser(shop.app, freshClient()).call('POST', '/api/auth/lost-password', {
      email,
      language,
    });
    const token = resetToken((await latest(email, 'password-reset')).text_body);
    return browser(shop.app, freshClient()).call('POST', '/api/auth/reset', {
      token,
      password,
      passwordConfirmation: password,
      language,
    });
  }

  test('tells the owner in their language, with the way to reset it if it was not them', async () => {
    const { email } = await newCustomer({ language: 'en', name: 'Emma' });
    expect((await resetTo(email, 'Cotone-e-lana-2027', 'en')).statusCode).toBe(200);

    const notice = await latest(email, 'password-changed');
    expect(notice).toMatchObject({ subject: 'Your Aurelia password has changed', language: 'en' });
    expect(notice.text_body).toContain('Hello Emma,');
    expect(notice.text_body).toContain(`${shop.config.storeOrigins.intl}/en/login/lost-password`);
  });

  test('a refused reset changes nothing and tells nobody', async () => {
    const { email } = await newCustomer();
    expect((await resetTo(email, 'password', 'it')).statusCode).toBe(400);
    expect(await kindsTo(email)).not.toContain('password-changed');
  });
});

describe('account deleted', () => {
  const remove = (shopper: Browser, password: string) =>
    shopper.call('POST', '/api/account/delete', { password, language: 'it' });

  test('confirms the deletion to the address, in Italian, as the last e-mail it gets', async () => {
    const { shopper, email, password } = await newCustomer({ name: 'Giulia' });
    expect((await remove(shopper, password)).statusCode).toBe(200);

    const notice = await latest(email, 'account-deleted');
    expect(notice).toMatchObject({
      subject: 'Il tuo account Aurelia è stato eliminato',
      language: 'it',
    });
    expect(notice.text_body).toContain('Ciao Giulia,');
    expect((await kindsTo(email)).at(-1)).toBe('account-deleted');
  });

  test('a refused deletion sends nothing', async () => {
    const { shopper, email } = await newCustomer();
    expect((await remove(shopper, 'Not-the-password-1')).statusCode).toBe(401);
    expect(await kindsTo(email)).not.toContain('account-deleted');
  });
});
