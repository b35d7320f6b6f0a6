import { boolean, string } from 'yup';
import type { Locale } from '../contracts/locale';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns';

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

/** The privacy checkbox: must be ticked. */
export function privacyConsent(locale: Locale) {
  const message = validationMessages[locale].privacy;
  return boolean().required(message).isTrue(message);
}
