import { contractFormValidation } from '../forms/contract-form-validation';
import { checkContract, contractFieldMessages } from '../validation/contract-problems';
import { ruleMessages } from '../validation/rule-messages';
import { LoginRequest, RegisterRequest, ResetPasswordRequest } from './schemas';

const valid = {
  email: ' giulia@example.com ',
  password: 'Lino-e-seta-2026',
  passwordConfirmation: 'Lino-e-seta-2026',
  name: ' Giulia ',
  lastName: 'Bianchi',
  birthday: { day: '7', month: '3', year: '1990' },
  gender: 'female',
  interest: null,
  newsletter: false,
  privacy: true,
  language: 'it',
};

const firstRule = (body: unknown) => {
  const checked = checkContract(RegisterRequest, body);
  return checked.ok ? null : checked.problem;
};

describe('RegisterRequest, the one schema of a registration', () => {
  it('answers what the API stores: trimmed texts, the birthday as a date, no redirect off the shop', () => {
    const checked = checkContract(RegisterRequest, { ...valid, redirect: 'https://evil.example/' });

    expect(checked).toEqual({
      ok: true,
      output: expect.objectContaining({
        email: 'giulia@example.com',
        name: 'Giulia',
        birthday: '1990-03-07',
        redirect: '/',
      }),
    });
  });

  it('takes the birthday as numbers too, and three empty parts or none at all as no birthday', () => {
    const numbers = { ...valid, birthday: { day: 7, month: 3, year: 1990 } };
    expect(checkContract(RegisterRequest, numbers)).toMatchObject({
      output: { birthday: '1990-03-07' },
    });
    for (const birthday of [{ day: '', month: '', year: '' }, null, undefined]) {
      expect(checkContract(RegisterRequest, { ...valid, birthday })).toMatchObject({
        output: { birthday: null },
      });
    }
  });

  it.each([
    ['a 7-character password', { password: 'àèìòùçß', passwordConfirmation: 'àèìòùçß' }],
    ['a 65-character password', { password: 'a'.repeat(65), passwordConfirmation: 'a'.repeat(65) }],
  ])('refuses %s, counting characters, not UTF-16 units', (_name, change) => {
    expect(firstRule({ ...valid, ...change })).toEqual({ field: 'password', rule: 'password' });
  });

  it('accepts 64 characters with emoji among them', () => {
    const password = `${'è'.repeat(62)}🙂x`;
    expect(firstRule({ ...valid, password, passwordConfirmation: password })).toBeNull();
  });

  it.each([
    ['no e-mail', { email: undefined }, 'email', 'required'],
    ['a blank name', { name: '   ' }, 'name', 'required'],
    [
      'a confirmation that differs',
      { passwordConfirmation: 'x' },
      'passwordConfirmation',
      'passwordMismatch',
    ],
    [
      'a 3-digit day',
      { birthday: { day: '107', month: '3', year: '1990' } },
      'birthday.day',
      'datePartMaxDigits',
    ],
    [
      'a year without its month',
      { birthday: { day: '1', month: '', year: '1990' } },
      'birthday.month',
      'required',
    ],
    [
      'the 30th of February',
      { birthday: { day: '30', month: '2', year: '1990' } },
      'birthday.day',
      'invalidBirthday',
    ],
    ['privacy not accepted', { privacy: false }, 'privacy', 'privacy'],
    ['privacy left out', { privacy: undefined }, 'privacy', 'privacy'],
    ['an unknown gender', { gender: 'other' }, 'gender', null],
  ])('names the field and the rule of %s', (_name, change, field, rule) => {
    expect(firstRule({ ...valid, ...change })).toEqual({ field, rule });
  });

  it('says the first problem in form order: the e-mail before the password', () => {
    expect(firstRule({ ...valid, email: 'nope', password: 'short', privacy: false })).toEqual({
      field: 'email',
      rule: 'email',
    });
  });

  it('gives a form every field’s first problem at once, in spec §5’s words', () => {
    const messages = contractFieldMessages(
      RegisterRequest,
      { ...valid, email: 'giulia@', password: 'corta', passwordConfirmation: 'diversa', name: '' },
      'it',
    );

    expect(Object.fromEntries(messages)).toEqual({
      email: 'La email inserita non è valida',
      password: 'La password inserita non è valida',
      passwordConfirmation: 'Le 2 password non coincidono',
      name: 'Il campo è obbligatorio',
    });
  });
});

describe('the other auth requests', () => {
  it('a login needs an address and a password, said in English in en', () => {
    const messages = contractFieldMessages(LoginRequest, { email: '', password: '' }, 'en');
    expect(Object.fromEntries(messages)).toEqual({
      email: ruleMessages.en.required,
      password: ruleMessages.en.required,
    });
  });

  it('a reset link cut short is the link’s own problem', () => {
    const body = {
      token: 'abc',
      password: 'Lino-e-seta-2026',
      passwordConfirmation: 'Lino-e-seta-2026',
      language: 'it',
    };
    expect(checkContract(ResetPasswordRequest, body)).toMatchObject({
      ok: false,
      problem: { field: 'token', rule: 'invalidResetLink' },
    });
  });
});

describe('contractFormValidation', () => {
  it('puts each message at its field, nested ones by their path, as formik reads them', () => {
    const validate = contractFormValidation(RegisterRequest, 'it', (values: object) => ({
      ...values,
      language: 'it',
    }));
    const body = { ...valid, birthday: { day: '1', month: '', year: '' }, privacy: false };

    expect(validate(body)).toEqual({
      birthday: { month: 'Il campo è obbligatorio', year: 'Il campo è obbligatorio' },
      privacy: 'È necessario accettare la privacy',
    });
  });

  it('finds nothing to say of a valid form', () => {
    const validate = contractFormValidation(LoginRequest, 'en', (values: object) => values);

    expect(validate({ email: 'giulia@example.com', password: 'x' })).toEqual({});
  });
});
