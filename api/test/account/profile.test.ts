import type { ProfileChangeResponse, ProfileResponse } from '@shop/shared/contracts';
import { CONSENT_TEXT_VERSIONS } from '@shop/shared/contracts';
import { browser, registerCustomer, registration, type Browser } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { outboxFor } from '../helpers/outbox';

// Issue 30: the profile a customer can edit: name, password, newsletter, and the consent log.

const shop = testAppForFile();
let clients = 0;
const freshClient = () => `203.0.113.${(clients += 1)}`;

/** A registered, signed-in customer; answers their browser and registration. */
async function customer(overrides: Parameters<typeof registration>[0] = {}) {
  const body = registration(overrides);
  const shopper = browser(shop.app, freshClient());
  await registerCustomer(shop.app, shopper, body);
  return { shopper, body };
}

const profileOf = async (shopper: Browser) =>
  (await shopper.call('GET', '/api/account/profile')).json<ProfileResponse>();

const autoLogin = async (shopper: Browser) =>
  (await shopper.call('GET', '/api/auth/autoLogin')).json<{ userData: { name: string } | null }>();

test('a customer reads their profile: name, address, password, newsletter and the consent log', async () => {
  const { shopper, body } = await customer();
  const response = await shopper.call('GET', '/api/account/profile');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    name: 'Giulia',
    lastName: 'Bianchi',
    email: body.email,
    hasPassword: true,
    newsletter: 'not-subscribed',
    pendingEmail: null,
    consents: [
      {
        kind: 'privacy',
        granted: true,
        textVersion: CONSENT_TEXT_VERSIONS.privacy,
        recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ],
  });
});

test('a visitor is told to log in', async () => {
  const visitor = browser(shop.app, freshClient());
  for (const call of [
    visitor.call('GET', '/api/account/profile'),
    visitor.call('PATCH', '/api/account/profile', { name: 'A', lastName: 'B', language: 'it' }),
    visitor.call('POST', '/api/account/newsletter', {
      subscribe: true,
      textVersion: '2026-06',
      language: 'en',
    }),
  ]) {
    const response = await call;
    expect(response.statusCode).toBe(401);
  }
});

test('the name changes, and the header greets the new name', async () => {
  const { shopper } = await customer();
  const saved = await shopper.call('PATCH', '/api/account/profile', {
    name: '  Giulia Maria ',
    lastName: 'Bianchi Rossi',
    language: 'en',
  });
  expect(saved.statusCode).toBe(200);
  const answer = saved.json<ProfileChangeResponse>();
  expect(answer.message).toBe('Name updated');
  expect(answer.profile).toMatchObject({ name: 'Giulia Maria', lastName: 'Bianchi Rossi' });
  expect((await autoLogin(shopper)).userData?.name).toBe('Giulia Maria');

  const empty = await shopper.call('PATCH', '/api/account/profile', {
    name: '',
    lastName: 'Rossi',
    language: 'it',
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toEqual({ message: 'Il campo è obbligatorio' });
  expect((await profileOf(shopper)).name).toBe('Giulia Maria');
});

describe('the password', () => {
  const change = (shopper: Browser, currentPassword: string, password: string, language = 'it') =>
    shopper.call('POST', '/api/account/password', {
      currentPassword,
      password,
      passwordConfirmation: password,
      language,
    });

  test('changes given the current one: this session stays, every other ends, and the owner is told', async () => {
    const { shopper, body } = await customer();
    const phone = browser(shop.app, freshClient());
    expect(
      (
        await phone.call('POST', '/api/auth/login', {
          email: body.email,
          password: body.password,
          language: 'it',
        })
      ).statusCode,
    ).toBe(200);

    const changed = await change(shopper, body.password, 'Cotone-e-canapa-2027', 'en');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ProfileChangeResponse>().message).toBe(
      'Password changed. The other devices where you were signed in have been signed out.',
    );
    expect((await autoLogin(shopper)).userData?.name).toBe('Giulia');
    expect((await autoLogin(phone)).userData).toBeNull();

    const again = browser(shop.app, freshClient());
    const old = await again.call('POST', '/api/auth/login', {
      email: body.email,
      password: body.password,
      language: 'it',
    });
    expect(old.statusCode).toBe(401);
    const fresh = await again.call('POST', '/api/auth/login', {
      email: body.email,
      password: 'Cotone-e-canapa-2027',
      language: 'it',
    });
    expect(fresh.statusCode).toBe(200);
    const kinds = (await outboxFor(shop.database.db, body.email)).map((message) => message.kind);
    expect(kinds).toContain('password-changed');
  });

  test('a wrong current password, the same password again, a common one or two that differ are refused, changing nothing', async () => {
    const { shopper, body } = await customer();
    const wrong = await change(shopper, 'not-my-password', 'Cotone-e-canapa-2027');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'La password attuale non è corretta' });

    const same = await change(shopper, body.password, body.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      message: 'La nuova password deve essere diversa da quella attuale',
    });

    const common = await change(shopper, body.password, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json<{ message: string }>().message).toMatch(/tra le più usate/);

    const mismatch = await shopper.call('POST', '/api/account/password', {
      currentPassword: body.password,
      password: 'Cotone-e-canapa-2027',
      passwordConfirmation: 'Cotone-e-canapa-2028',
      language: 'it',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: 'Le 2 password non coincidono' });

    const again = browser(shop.app, freshClient());
    expect(
      (
        await again.call('POST', '/api/auth/login', {
          email: body.email,
          password: body.password,
          language: 'it',
        })
      ).statusCode,
    ).toBe(200);
  });

  test('wrong current passwords are limited like logins: 429 with Retry-After', async () => {
    const { shopper } = await customer();
    const { limit } = shop.config.authLimits.loginPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await change(shopper, `wrong-${attempt}`, 'Cotone-e-canapa-2027')).statusCode).toBe(
        403,
      );
    }
    const limited = await change(shopper, 'wrong-again', 'Cotone-e-canapa-2027');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

test('subscribing asks for the newsletter’s confirmation and leaving ends it at once, each logged with its words’ version', async () => {
  const { shopper, body } = await customer();
  const subscribed = await shopper.call('POST', '/api/account/newsletter', {
    subscribe: true,
    textVersion: '2026-06',
    language: 'it',
  });
  expect(subscribed.statusCode).toBe(200);
  const answer = subscribed.json<ProfileChangeResponse>();
  expect(answer.message).toMatch(/conferma l’iscrizione/);
  expect(answer.profile.newsletter).toBe('awaiting-confirmation');
  expect(answer.profile.consents[0]).toMatchObject({
    kind: 'newsletter',
    granted: true,
    textVersion: '2026-06',
  });
  const kinds = (await outboxFor(shop.database.db, body.email.toLowerCase())).map(
    (message) => message.kind,
  );
  expect(kinds).toContain('newsletter-confirmation');

  const left = await shopper.call('POST', '/api/account/newsletter', {
    subscribe: false,
    textVersion: '2026-06',
    language: 'en',
  });
  expect(left.json<ProfileChangeResponse>()).toMatchObject({
    message: 'You will no longer receive the newsletter',
    profile: { newsletter: 'not-subscribed' },
  });
  expect((await profileOf(shopper)).consents.slice(0, 2)).toEqual([
    expect.objectContaining({ kind: 'newsletter', granted: false }),
    expect.objectContaining({ kind: 'newsletter', granted: true }),
  ]);
});

test('another site cannot change a customer’s password', async () => {
  const { shopper, body } = await customer();
  const forged = await shopper.call(
    'POST',
    '/api/account/password',
    {
      currentPassword: body.password,
      password: 'Cotone-e-canapa-2027',
      passwordConfirmation: 'Cotone-e-canapa-2027',
      language: 'it',
    },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  );
  expect(forged.statusCode).toBe(403);
});

describe('the e-mail address', () => {
  const ask = (shopper: Browser, email: string, currentPassword?: string, language = 'it') =>
    shopper.call('POST', '/api/account/email', {
      email,
      ...(currentPassword !== undefined && { currentPassword }),
      language,
    });
  const linkTokenIn = (text: string) => {
    const token = /confirmEmail=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`No link in:\n${text}`);
    return token;
  };
  const confirm = (shopper: Browser, token: string, language = 'it') =>
    shopper.call('POST', '/api/account/email/confirm', { token, language });

  test('changes once the link sent to the new address is opened; the old address is told, and the login follows', async () => {
    const { shopper, body } = await customer();
    const next = `nuovo.${Date.now()}@example.it`;
    const asked = await ask(shopper, next, body.password, 'en');
    expect(asked.statusCode).toBe(200);
    expect(asked.json<ProfileChangeResponse>()).toMatchObject({
      message: `We have sent a link to ${next}: the new address counts once you open it, within 24 hours.`,
      profile: { email: body.email, pendingEmail: next },
    });
    // Until the link is opened, the old address signs in.
    expect((await profileOf(shopper)).email).toBe(body.email);
    const [link] = await outboxFor(shop.database.db, next);
    expect(link?.kind).toBe('email-change-confirmation');
    expect(link?.text_body).toContain('/account/profile?confirmEmail=');

    const confirmed = await confirm(
      browser(shop.app, freshClient()),
      linkTokenIn(link?.text_body ?? ''),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: `Indirizzo aggiornato: ora accedi con ${next}` });
    expect(await profileOf(shopper)).toMatchObject({ email: next, pendingEmail: null });
    const notice = (await outboxFor(shop.database.db, body.email)).find(
      (message) => message.kind === 'email-changed',
    );
    expect(notice?.text_body).toContain(next);

    const login = (email: string) =>
      browser(shop.app, freshClient()).call('POST', '/api/auth/login', {
        email,
        password: body.password,
        language: 'it',
      });
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(body.email)).statusCode).toBe(401);
    // The link works once.
    const again = await confirm(
      browser(shop.app, freshClient()),
      linkTokenIn(link?.text_body ?? ''),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/non è valido o è scaduto/);
  });

  test('the current password is required, and the same address or a malformed one is refused', async () => {
    const { shopper, body } = await customer();
    expect((await ask(shopper, 'altro@example.it')).json()).toEqual({
      message: 'Inserisci la password attuale per cambiare l’indirizzo',
    });
    expect((await ask(shopper, 'altro@example.it', 'wrong-password')).statusCode).toBe(403);
    const same = await ask(shopper, body.email.toUpperCase(), body.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: 'È già l’indirizzo del tuo account' });
    const malformed = await ask(shopper, 'not-an-address', body.password);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'La email inserita non è valida' });
  });

  test('an address another account took meanwhile is refused at the link, leaving both accounts as they were', async () => {
    const first = await customer();
    const wanted = `conteso.${Date.now()}@example.it`;
    await ask(first.shopper, wanted, first.body.password);
    const [link] = await outboxFor(shop.database.db, wanted);
    await customer({ email: wanted });
    const taken = await confirm(first.shopper, linkTokenIn(link?.text_body ?? ''), 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'This address is now used by another account: yours keeps its previous address.',
    });
    expect((await profileOf(first.shopper)).email).toBe(first.body.email);
  });
});
