import { boolean, ref, string } from 'yup';
import { ALL_ZONE_CODES, type CountryCode } from '../countries/countries';
import type { Locale } from '../contracts/locale';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';

export { EMAIL_PATTERN } from './patterns';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Every builder below is required; call `.notRequired()` on it for an optional field. Pattern tests
// skip "" so an optional field may stay empty.

/** A non-blank string. */
export function requiredString(locale: Locale) {
  return string().trim().required(validationMessages[locale].required);
}

/** A required e-mail address matching `EMAIL_PATTERN`. */
export function emailField(locale: Locale) {
  const messages = validationMessages[locale];
  return string()
    .trim()
    .required(messages.required)
    .matches(EMAIL_PATTERN, { message: messages.email, excludeEmptyString: true });
}

/** A required string of at least 3 characters (after trimming). */
export function minChars3(locale: Locale) {
  return requiredString(locale).min(3, validationMessages[locale].minChars3);
}

/** A day or month typed as digits: at most 2 of them. */
export function datePart(locale: Locale) {
  return requiredString(locale).matches(/^\d{1,2}$/, {
    message: validationMessages[locale].datePartMaxDigits,
    excludeEmptyString: true,
  });
}

/** The privacy checkbox: must be ticked. */
export function privacyConsent(locale: Locale) {
  const message = validationMessages[locale].privacy;
  return boolean().required(message).isTrue(message);
}

/** A password of 8 to 128 characters with at least one letter and one digit. */
export function password(locale: Locale) {
  const messages = validationMessages[locale];
  return string()
    .required(messages.required)
    .min(PASSWORD_MIN_LENGTH, messages.password)
    .max(PASSWORD_MAX_LENGTH, messages.password)
    .matches(/\p{L}/u, { message: messages.password, excludeEmptyString: true })
    .matches(/\d/, { message: messages.password, excludeEmptyString: true });
}

/** Must equal the sibling field `passwordField` (default "password"). */
export function passwordConfirmation(locale: Locale, passwordField = 'password') {
  const messages = validationMessages[locale];
  return string()
    .required(messages.required)
    .oneOf([ref(passwordField)], messages.passwordMismatch);
}

/** The street number of an address: required, with its own message. */
export function streetNumber(locale: Locale) {
  return string().trim().required(validationMessages[locale].streetNumberRequired);
}

/** A phone number: required, and it must contain at least one digit. */
export function phoneNumber(locale: Locale) {
  const message = validationMessages[locale].phoneRequired;
  return string().trim().required(message).matches(/\d/, { message, excludeEmptyString: true });
}

/** One of the zone codes of the country modal (`ALL_ZONES`). */
export function countryCode(locale: Locale) {
  const message = validationMessages[locale].countryInvalid;
  return string<CountryCode>().required(message).oneOf(ALL_ZONE_CODES, message);
}
