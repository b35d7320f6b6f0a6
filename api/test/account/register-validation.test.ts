import type { RegisterRequest } from '@shop/shared/contracts';
import { browser, registration } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

let clients = 0;
const freshClient = () => `192.0.2.${++clients}`;

async function register(body: object) {
  const shopper = browser(shop.app, freshClient());
  const response = await shopper.call('POST', '/api/auth/register', body);
  return { response, session: shopper.session };
}

type Case = [string, Partial<Record<keyof RegisterRequest, unknown>>, string, string];

// Each body differs from a valid one in one field; the answer names that field's problem.
const cases: Case[] = [
  ['no e-mail', { email: '' }, 'Il campo è obbligatorio', 'This field is required'],
  [
    'a malformed e-mail',
    { email: 'giulia@' },
    'La email inserita non è valida',
    'The email address entered is not valid',
  ],
  ['no password', { password: '' }, 'Il campo è obbligatorio', 'This field is required'],
  [
    'a 7-character password',
    { password: 'Ab3$xyz', passwordConfirmation: 'Ab3$xyz' },
    'La password inserita non è valida',
    'The password entered is not valid',
  ],
  [
    'a 65-character password',
    { password: 'a'.repeat(64) + 'b', passwordConfirmation: 'a'.repeat(64) + 'b' },
    'La password inserita non è valida',
    'The password entered is not valid',
  ],
  [
    'a confirmation that differs',
    { passwordConfirmation: 'Lino-e-seta-2027' },
    'Le 2 password non coincidono',
    'The 2 passwords do not match',
  ],
  ['no name', { name: '   ' }, 'Il campo è obbligatorio', 'This field is required'],
  ['no last name', { lastName: undefined }, 'Il campo è obbligatorio', 'This field is required'],
  [
    'a 3-digit day',
    { birthday: { day: 107, month: 3, year: 1990 } },
    'Devi inserire massimo 2 numeri',
    'Please enter at most 2 digits',
  ],
  [
    'the 30th of February',
    { birthday: { day: 30, month: 2, year: 1990 } },
    'La data di nascita non è valida',
    'The date of birth is not valid',
  ],
  [
    'a birthday in the future',
    { birthday: { day: 1, month: 1, year: new Date().getFullYear() + 1 } },
    'La data di nascita non è valida',
    'The date of birth is not valid',
  ],
  [
    'an unknown gender',
    { gender: 'other' },
    'Richiesta non valida: controlla il campo «gender».',
    'Invalid request: check the field “gender”.',
  ],
  [
    'an unknown interest',
    { interest: 'kids' },
    'Richiesta non valida: controlla il campo «interest».',
    'Invalid request: check the field “interest”.',
  ],
  [
    'privacy not accepted',
    { privacy: false },
    'È necessario accettare la privacy',
    'You must accept the privacy policy',
  ],
];

describe.each(cases)('registration with %s', (_name, change, italian, english) => {
  test.each([
    ['it', italian],
    ['en', english],
  ])('answers 400 in %s and registers nobody', async (language, message) => {
    const body = { ...registration({ language: language as 'it' | 'en' }), ...change };
    const { response, session } = await register(body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(session).toBeUndefined();
    const stored = await shop.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', String(body.email))
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('passwords', () => {
  test.each(['password1', 'Password123', 'QWERTYUIOP', '11111111', 'juventus1', 'Aurelia2026'])(
    'the common password %s is refused whatever its letter case',
    async (password) => {
      const { response } = await register(
        registration({ password, passwordConfirmation: password }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'La password inserita non è valida: è tra le più usate e facili da indovinare, scegline un’altra',
      });
    },
  );

  test('8 and 64 characters are accepted, counted as characters (accents and emoji count once)', async () => {
    for (const password of ['àèìòùçß€', `${'è'.repeat(62)}🙂x`]) {
      const { response } = await register(
        registration({ password, passwordConfirmation: password }),
      );
      expect(response.statusCode).toBe(200);
    }
  });

  test('the problem comes in form order: the e-mail before the password', async () => {
    const { response } = await register(
      registration({ email: 'nope', password: 'short', privacy: false }),
    );
    expect(response.json()).toEqual({ message: 'La email inserita non è valida' });
  });

  test('without a language the answer follows Accept-Language, else Italian', async () => {
    const { language: _language, ...body } = registration({ password: 'short' });
    const english = await browser(shop.app, freshClient()).call(
      'POST',
      '/api/auth/register',
      body,
      {
        'accept-language': 'en-GB,en;q=0.9',
      },
    );
    const italian = await browser(shop.app, freshClient()).call('POST', '/api/auth/register', body);

    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: 'The password entered is not valid' });
    expect(italian.json()).toEqual({ message: 'La password inserita non è valida' });
  });
});

test('a birthday may be left out, and day and month may come as digits', async () => {
  const { birthday: _birthday, ...withoutBirthday } = registration();
  expect((await register(withoutBirthday)).response.statusCode).toBe(200);
  const withDigits = { ...registration(), birthday: { day: '05', month: '11', year: '1984' } };
  expect((await register(withDigits)).response.statusCode).toBe(200);
});
