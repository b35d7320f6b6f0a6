import { browser, newestEmail, registerCustomer, registration } from '../helpers/auth-browser';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Register, login and lost-password answer a known address exactly as an unknown one: the same
// status, the same body, the same headers that matter, and no session. (Their times are measured
// apart, not asserted: see docs/account.md.)
let shop: TestApp;
const known = registration({ email: 'Known.Customer@example.it', name: 'Nota' });
beforeAll(async () => {
  shop = await buildTestApp();
  await registerCustomer(shop.app, browser(shop.app, '192.0.2.250'), known);
});
afterAll(() => shop.close());

let clients = 0;
const freshClient = () => `192.0.2.${++clients}`;

/** What a client can see of an answer, beside its timing. */
async function seen(url: string, payload: object) {
  const response = await browser(shop.app, freshClient()).call('POST', url, payload);
  return {
    status: response.statusCode,
    body: response.json<unknown>(),
    cookies: response.cookies.map((cookie) => cookie.name),
    contentType: response.headers['content-type'],
    retryAfter: response.headers['retry-after'],
  };
}

test.each(['it', 'en'] as const)(
  'register answers a known and an unknown address alike (%s)',
  async (language) => {
    const knownAnswer = await seen(
      '/api/auth/register',
      registration({ email: known.email.toUpperCase(), language }),
    );
    const unknownAnswer = await seen(
      '/api/auth/register',
      registration({ email: `unknown.${language}@example.it`, language }),
    );

    expect(knownAnswer).toEqual(unknownAnswer);
    expect(knownAnswer.status).toBe(200);
    expect(knownAnswer.cookies).toEqual([]);
    // Each got its e-mail: the owner a note, the new address its link.
    expect((await newestEmail(shop.app, known.email, 'already-registered')).language).toBe(
      language,
    );
    expect(
      (await newestEmail(shop.app, `unknown.${language}@example.it`, 'account-activation'))
        .language,
    ).toBe(language);
  },
);

test.each(['it', 'en'] as const)(
  'login with a wrong password answers a known and an unknown address alike (%s)',
  async (language) => {
    const attempt = (email: string) =>
      seen('/api/auth/login', { email, password: 'Not-the-password-1', language });

    expect(await attempt(known.email)).toEqual(await attempt(`nobody.${language}@example.it`));
  },
);

test.each(['it', 'en'] as const)(
  'lost-password answers a known and an unknown address alike (%s)',
  async (language) => {
    const knownAnswer = await seen('/api/auth/lost-password', { email: known.email, language });
    const unknownAnswer = await seen('/api/auth/lost-password', {
      email: `stranger.${language}@example.it`,
      language,
    });

    expect(knownAnswer).toEqual(unknownAnswer);
    expect(knownAnswer.status).toBe(200);
    expect((await newestEmail(shop.app, known.email, 'password-reset')).language).toBe(language);
    expect(
      (await newestEmail(shop.app, `stranger.${language}@example.it`, 'password-reset-no-account'))
        .text,
    ).not.toContain('token=');
  },
);
