import { COMMON_PASSWORDS } from './common-passwords';

/** Passwords of 8 to 64 characters (issue 8), counted as characters, not UTF-16 units. */
export const PASSWORD_MIN_CHARACTERS = 8;
export const PASSWORD_MAX_CHARACTERS = 64;

export type PasswordProblem = 'length' | 'common';

/**
 * Why a new password (registration, reset) is refused, or null when it is acceptable: its length,
 * or its being one of the most common ones whatever its letter case. No rules of composition
 * (NIST SP 800-63B): length and a list of known passwords protect better.
 */
export function newPasswordProblem(password: string): PasswordProblem | null {
  const characters = [...password.normalize('NFKC')].length;
  if (characters < PASSWORD_MIN_CHARACTERS || characters > PASSWORD_MAX_CHARACTERS) return 'length';
  if (COMMON_PASSWORDS.has(password.normalize('NFKC').toLowerCase())) return 'common';
  return null;
}
