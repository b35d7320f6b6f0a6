import {
  CONSENT_TEXT_VERSION_PATTERN,
  isLocale,
  LOCALES,
  type Locale,
} from '@shop/shared/contracts';
import { EMAIL_PATTERN } from '@shop/shared/validation';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { OIDC_PROVIDER_NAME_PATTERN } from '../config';
import { authMessages, type AuthMessages } from './auth-messages';
import { AUTH_TOKEN_PATTERN, isAuthToken } from './auth-tokens';
import { newPasswordProblem } from './password-policy';

/** The longest address a mail server accepts (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;
/** Longer than any password the shop accepts; a longer body is not worth hashing. */
const PASSWORD_FIELD_MAX_LENGTH = 1024;
const NAME_MAX_LENGTH = 100;
const REDIRECT_MAX_LENGTH = 2048;
/** Longer than any provider's ID token (a few KB at most). */
const ID_TOKEN_MAX_LENGTH = 16_384;
/** The oldest birthday the form takes. */
const BIRTH_YEAR_MIN = 1900;

const language = Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] });
const email = Type.String({ maxLength: EMAIL_MAX_LENGTH });
const password = Type.String({ maxLength: PASSWORD_FIELD_MAX_LENGTH });
const redirect = Type.String({ maxLength: REDIRECT_MAX_LENGTH });

// Each body is checked twice: by its schema for shape and type (and the route's TypeScript type),
// and by a `…Problem` function that names the first problem in form order with spec §5's text,
// in the request's language (`requestLocale`: the body's `language`, else Accept-Language, else
// Italian). A body the schema refuses gets that function's message too.

/** `POST /api/auth/register` (`RegisterRequest`). */
export const RegisterBody = Type.Object({
  email,
  password,
  passwordConfirmation: password,
  name: Type.String({ maxLength: NAME_MAX_LENGTH }),
  lastName: Type.String({ maxLength: NAME_MAX_LENGTH }),
  birthday: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Object({ day: Type.Integer(), month: Type.Integer(), year: Type.Integer() }),
    ]),
  ),
  // Optional ("prefer not to say"): left out or null.
  gender: Type.Optional(Type.Union([Type.Null(), Type.Literal('male'), Type.Literal('female')])),
  interest: Type.Optional(Type.Union([Type.Null(), Type.Literal('men'), Type.Literal('women')])),
  newsletter: Type.Boolean(),
  privacy: Type.Boolean(),
  language,
  redirect: Type.Optional(redirect),
  consentTextVersions: Type.Optional(
    Type.Object({
      privacy: Type.String({ pattern: CONSENT_TEXT_VERSION_PATTERN }),
      newsletter: Type.String({ pattern: CONSENT_TEXT_VERSION_PATTERN }),
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** `POST /api/auth/login` (`LoginRequest`). */
export const LoginBody = Type.Object({
  email,
  password,
  redirect: Type.Optional(redirect),
  language: Type.Optional(language),
});

/** `POST /api/auth/socialLogin` (`SocialLoginRequest`). */
export const SocialLoginBody = Type.Object({
  provider: Type.String({ pattern: OIDC_PROVIDER_NAME_PATTERN }),
  idToken: Type.String({ minLength: 1, maxLength: ID_TOKEN_MAX_LENGTH }),
  redirect: Type.Optional(redirect),
  language: Type.Optional(language),
});

/** `POST /api/auth/lost-password` (`LostPasswordRequest`) and `POST /api/auth/guest`. */
export const EmailBody = Type.Object({ email, language });

/** `POST /api/auth/reset` (`ResetPasswordRequest`). */
export const ResetBody = Type.Object({
  token: Type.String({ pattern: AUTH_TOKEN_PATTERN }),
  password,
  passwordConfirmation: password,
  language,
});

/** `POST /api/auth/register/confirm` (`ActivateAccountRequest`): the e-mailed link's token. */
export const ActivateBody = Type.Object({
  token: Type.String({ pattern: AUTH_TOKEN_PATTERN }),
  language,
});

/** The address as stored: without the blanks a paste leaves. Compared regardless of case. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

export function registerProblem(body: unknown, locale: Locale): string | null {
  const fields = fieldsOf(body);
  const messages = authMessages[locale];
  return (
    emailProblem(fields.email, messages) ??
    newPasswordFieldsProblem(fields.password, fields.passwordConfirmation, messages) ??
    requiredTextProblem(fields.name, messages) ??
    requiredTextProblem(fields.lastName, messages) ??
    birthdayProblem(fields.birthday, messages) ??
    optionalChoiceProblem(fields.gender, ['male', 'female'], messages) ??
    optionalChoiceProblem(fields.interest, ['men', 'women'], messages) ??
    (typeof fields.newsletter === 'boolean' ? null : messages.invalidRequest) ??
    (fields.privacy === true ? null : messages.privacyRequired) ??
    (isLocale(fields.language) ? null : messages.invalidRequest)
  );
}

export function loginProblem(body: unknown, locale: Locale): string | null {
  const fields = fieldsOf(body);
  const messages = authMessages[locale];
  return (
    emailProblem(fields.email, messages) ??
    (typeof fields.password === 'string' && fields.password !== '' ? null : messages.required)
  );
}

/** Lost password and guest: an address and a language. */
export function emailBodyProblem(body: unknown, locale: Locale): string | null {
  const fields = fieldsOf(body);
  const messages = authMessages[locale];
  return (
    emailProblem(fields.email, messages) ??
    (isLocale(fields.language) ? null : messages.invalidRequest)
  );
}

export function resetProblem(body: unknown, locale: Locale): string | null {
  const fields = fieldsOf(body);
  const messages = authMessages[locale];
  if (!isAuthToken(fields.token)) return messages.invalidResetLink;
  return (
    newPasswordFieldsProblem(fields.password, fields.passwordConfirmation, messages) ??
    (isLocale(fields.language) ? null : messages.invalidRequest)
  );
}

/**
 * The birthday as a calendar date, "YYYY-MM-DD", or null when none was given. Call after
 * `registerProblem` found nothing wrong.
 */
export function birthdayDate(birthday: RegisterBody['birthday']): string | null {
  if (!birthday) return null;
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(birthday.year, 4)}-${pad(birthday.month, 2)}-${pad(birthday.day, 2)}`;
}

function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

function emailProblem(value: unknown, messages: AuthMessages): string | null {
  if (isBlank(value)) return messages.required;
  if (typeof value !== 'string') return messages.invalidEmail;
  const address = normalizeEmail(value);
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address)
    ? null
    : messages.invalidEmail;
}

function newPasswordFieldsProblem(
  password: unknown,
  confirmation: unknown,
  messages: AuthMessages,
): string | null {
  if (password === undefined || password === null || password === '') return messages.required;
  if (typeof password !== 'string') return messages.invalidPassword;
  const problem = newPasswordProblem(password);
  if (problem === 'length') return messages.invalidPassword;
  if (problem === 'common') return messages.commonPassword;
  if (confirmation === undefined || confirmation === null || confirmation === '') {
    return messages.required;
  }
  return confirmation === password ? null : messages.passwordMismatch;
}

function requiredTextProblem(value: unknown, messages: AuthMessages): string | null {
  if (isBlank(value)) return messages.required;
  return typeof value === 'string' && value.trim().length <= NAME_MAX_LENGTH
    ? null
    : messages.invalidRequest;
}

/** A choice the shopper may leave out (undefined or null): anything else must be one of `choices`. */
function optionalChoiceProblem(
  value: unknown,
  choices: string[],
  messages: AuthMessages,
): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && choices.includes(value) ? null : messages.invalidRequest;
}

/** A whole number given as a number or as digits, and how many digits it was written with. */
function readDigits(value: unknown): { value: number; digits: number } | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
    return { value, digits: String(value).length };
  }
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    return { value: Number(value.trim()), digits: value.trim().length };
  }
  return null;
}

function birthdayProblem(value: unknown, messages: AuthMessages): string | null {
  if (value === undefined || value === null) return null;
  const parts = fieldsOf(value);
  if (isBlank(parts.day) || isBlank(parts.month) || isBlank(parts.year)) return messages.required;
  const day = readDigits(parts.day);
  const month = readDigits(parts.month);
  const year = readDigits(parts.year);
  if (!day || !month || day.digits > 2 || month.digits > 2) return messages.datePartMaxDigits;
  if (!year) return messages.invalidBirthday;
  const date = new Date(Date.UTC(year.value, month.value - 1, day.value));
  const isCalendarDate =
    date.getUTCFullYear() === year.value &&
    date.getUTCMonth() === month.value - 1 &&
    date.getUTCDate() === day.value;
  if (!isCalendarDate || year.value < BIRTH_YEAR_MIN || date.getTime() > Date.now()) {
    return messages.invalidBirthday;
  }
  return null;
}
