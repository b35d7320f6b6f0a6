import { string } from 'yup';
import { validationMessages, type Locale } from '@shop/shared';

/** The API's rule for new passwords: 8 to 64 characters (NFKC, counted as characters). */
export const NEW_PASSWORD_MIN_CHARACTERS = 8;
export const NEW_PASSWORD_MAX_CHARACTERS = 64;

/**
 * A new password as the API accepts it: length only, no composition rules (the server also
 * refuses the most common passwords, with its own message).
 */
export function newPassword(locale: Locale) {
  const messages = validationMessages[locale];
  return string()
    .required(messages.required)
    .test('length', messages.password, (value) => {
      if (!value) return true;
      const characters = [...value.normalize('NFKC')].length;
      return characters >= NEW_PASSWORD_MIN_CHARACTERS && characters <= NEW_PASSWORD_MAX_CHARACTERS;
    });
}
