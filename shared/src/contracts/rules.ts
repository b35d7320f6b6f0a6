import * as v from 'valibot';
import type { RuleMessageKey } from '../validation/rule-messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../validation/patterns';
import { LOCALES } from './locale';
import { parseShopPath } from '../routing/safe-path';

// The field rules contracts are made of. Each failure names a `RuleMessageKey`, which
// `ruleMessage` turns into spec §5's text in the shopper's language; a failure without one (a
// field no form shows, a value of the wrong type) is a malformed request, not a shopper's typo.

export { EMAIL_MAX_LENGTH };
/** New passwords: 8 to 64 characters (NFKC, counted as characters, not UTF-16 units). */
export const NEW_PASSWORD_MIN_CHARACTERS = 8;
export const NEW_PASSWORD_MAX_CHARACTERS = 64;
/** Longer than any password the shop accepts; a longer one is not worth hashing. */
export const PASSWORD_FIELD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 100;
export const REDIRECT_MAX_LENGTH = 2048;
/** The oldest birth year the registration takes. */
export const BIRTH_YEAR_MIN = 1900;

const key = (name: RuleMessageKey) => name;

/** A string the shopper must fill in: trimmed, not blank, at most `maxLength` characters. */
export function requiredText(maxLength = NAME_MAX_LENGTH) {
  return v.pipe(
    v.string(key('required')),
    v.trim(),
    v.nonEmpty(key('required')),
    v.maxLength(maxLength, key('tooLong')),
  );
}

/** An e-mail address (trimmed), `EMAIL_PATTERN`'s shape. */
export function emailAddress() {
  return v.pipe(
    v.string(key('required')),
    v.trim(),
    v.nonEmpty(key('required')),
    v.maxLength(EMAIL_MAX_LENGTH, key('email')),
    v.regex(EMAIL_PATTERN, key('email')),
  );
}

/** A password being typed to log in: anything but empty (its rules are the new password's). */
export function currentPassword() {
  return v.pipe(
    v.string(key('required')),
    v.nonEmpty(key('required')),
    v.maxLength(PASSWORD_FIELD_MAX_LENGTH, key('password')),
  );
}

const characterCount = (value: string) => [...value.normalize('NFKC')].length;

/**
 * A new password: 8 to 64 characters, no rules of composition (NIST SP 800-63B). The server also
 * refuses the most common passwords, a list too long for a page.
 */
export function newPassword() {
  return v.pipe(
    v.string(key('required')),
    v.nonEmpty(key('required')),
    v.maxLength(PASSWORD_FIELD_MAX_LENGTH, key('password')),
    v.check((value) => {
      const characters = characterCount(value);
      return characters >= NEW_PASSWORD_MIN_CHARACTERS && characters <= NEW_PASSWORD_MAX_CHARACTERS;
    }, key('password')),
  );
}

/** The repeated new password: required; `samePassword` checks that it matches. */
export function passwordConfirmation() {
  return v.pipe(v.string(key('required')), v.nonEmpty(key('required')));
}

/**
 * A rule across fields of an object, said at `field`: `holds` reads the object's values as far as
 * they could be read (a form's other mistakes do not hide this one), and says whether it holds.
 */
export function fieldRule<T extends object>(
  field: keyof T & string,
  holds: (values: Partial<Record<keyof T, unknown>>) => boolean,
  message: RuleMessageKey,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const values = dataset.value as Partial<Record<keyof T, unknown>> | null | undefined;
    if (typeof values !== 'object' || values === null || holds(values)) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: values, key: field, value: values[field] }],
    });
  });
}

/** `passwordConfirmation` must equal `password`, said at the confirmation. */
export function samePassword<T extends { password: string; passwordConfirmation: string }>() {
  return fieldRule<T>(
    'passwordConfirmation',
    ({ password, passwordConfirmation }) =>
      typeof password !== 'string' ||
      typeof passwordConfirmation !== 'string' ||
      passwordConfirmation === '' ||
      password === passwordConfirmation,
    'passwordMismatch',
  );
}

/** A box that must be ticked (the privacy consent). */
export function consentGiven() {
  return v.pipe(v.boolean(key('privacy')), v.value(true, key('privacy')));
}

/** The single-use tokens of e-mailed links: 32 random bytes, base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An e-mailed link's token; a malformed one is said as the link's own failure `message`. */
export function linkToken(
  message:
    | 'invalidResetLink'
    | 'invalidActivationLink'
    | 'invalidNewsletterLink'
    | 'invalidEmailChangeLink',
) {
  return v.pipe(v.string(message), v.regex(LINK_TOKEN_PATTERN, message));
}

/** The shopper's language. */
export function language() {
  return v.picklist(LOCALES);
}

/** Where to go next: a path on this site, anything else the home page ("/"). */
export function redirectPath() {
  return v.pipe(
    v.string(),
    v.maxLength(REDIRECT_MAX_LENGTH),
    v.transform((value) => parseShopPath(value) ?? '/'),
  );
}

/** A choice the shopper may leave unsaid: left out or null, else one of `options`. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return v.nullish(v.picklist(options));
}

/** One part of a date as typed: digits (a number is taken too), trimmed; "" when left out. */
function datePart(pattern: RegExp, message: RuleMessageKey) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.integer(), v.toString())], key('required')),
      v.trim(),
      v.regex(pattern, message),
    ),
    '',
  );
}

type DateParts = { day: string; month: string; year: string };

const pad = (value: string, length: number) => value.padStart(length, '0');

const isFilled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

function isPastCalendarDate({ day, month, year }: Partial<Record<keyof DateParts, unknown>>) {
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= BIRTH_YEAR_MIN &&
    date.getTime() <= Date.now()
  );
}

const isEmpty = (parts: Partial<Record<keyof DateParts, unknown>>) =>
  !isFilled(parts.day) && !isFilled(parts.month) && !isFilled(parts.year);

/** All three parts are there and in their digits: only then is it a date to judge. */
const isWhole = ({ day, month, year }: Partial<Record<keyof DateParts, unknown>>) =>
  /^\d{1,2}$/.test(String(day ?? '').trim()) &&
  /^\d{1,2}$/.test(String(month ?? '').trim()) &&
  /^\d{4}$/.test(String(year ?? '').trim());

/** A part must be there as soon as another one is. */
function partGiven(part: keyof DateParts) {
  return fieldRule<DateParts>(part, (parts) => isEmpty(parts) || isFilled(parts[part]), 'required');
}

/**
 * An optional birthday as the form asks for it: day and month of at most 2 digits, a 4-digit year,
 * all three or none, a real date since 1900 and not in the future. Answers "YYYY-MM-DD", or null
 * when none was given.
 */
export function optionalBirthday() {
  return v.nullish(
    v.pipe(
      v.object({
        day: datePart(/^(\d{1,2})?$/, 'datePartMaxDigits'),
        month: datePart(/^(\d{1,2})?$/, 'datePartMaxDigits'),
        year: datePart(/^(\d{4})?$/, 'invalidBirthday'),
      }),
      partGiven('day'),
      partGiven('month'),
      partGiven('year'),
      fieldRule<DateParts>(
        'day',
        (parts) => isEmpty(parts) || !isWhole(parts) || isPastCalendarDate(parts),
        'invalidBirthday',
      ),
      v.transform((parts): string | null =>
        isEmpty(parts) ? null : `${parts.year}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`,
      ),
    ),
    null,
  );
}
