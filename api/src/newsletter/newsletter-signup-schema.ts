import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@shop/shared/contracts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@shop/shared/validation';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { newsletterMessages } from './newsletter-messages';
import { CONFIRMATION_TOKEN_PATTERN } from './newsletter-tokens';

/** The form's e-mail pattern (shared with the front end), tolerating the blanks a paste leaves. */
const PADDED_EMAIL_PATTERN = `^\\s*(?:${EMAIL_PATTERN.source.replace(/^\^|\$$/g, '')})\\s*$`;
const paddedEmail = new RegExp(PADDED_EMAIL_PATTERN);

/**
 * The body of `POST /api/newsletter` (`NewsletterSignupRequest`). Language comes last: when it is
 * the only thing wrong, the fields before it have been checked (and coerced) already.
 */
export const NewsletterSignupBody = Type.Object({
  email: Type.String({ pattern: PADDED_EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH }),
  privacy: Type.Literal(true),
  language: Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] }),
});

export type NewsletterSignup = Static<typeof NewsletterSignupBody>;

/** The address as stored and compared: without surrounding blanks, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The schema's e-mail rule, for telling which field a refused body got wrong. */
function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && paddedEmail.test(value);
}

/**
 * The message for a body the schema refused, in the body's language (Italian when the language
 * itself is wrong), naming the first problem in form order: e-mail, privacy, language.
 */
export function signupProblemMessage(body: unknown): string {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const messages = newsletterMessages[requestLanguage(body)];
  if (!isValidEmail(fields.email)) return messages.invalidEmail;
  if (fields.privacy !== true) return messages.privacyRequired;
  return messages.invalidLanguage;
}

/**
 * The body of `POST /api/newsletter/confirm` (`NewsletterConfirmRequest`). A refused body is
 * answered with the invalid-link message, in its language when that is valid.
 */
export const NewsletterConfirmBody = Type.Object({
  token: Type.String({ pattern: CONFIRMATION_TOKEN_PATTERN }),
  language: Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] }),
});

/** The language a body asks for, Italian when it names none the shop speaks. */
export function requestLanguage(body: unknown): Locale {
  const language =
    typeof body === 'object' && body !== null
      ? (body as { language?: unknown }).language
      : undefined;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
