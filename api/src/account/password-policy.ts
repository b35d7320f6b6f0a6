import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Whether a new password (registration, reset) is one of the most common ones, whatever its letter
 * case. Its length is the contract's rule (`newPassword` in `@shop/shared/contracts/schemas`); no
 * rules of composition (NIST SP 800-63B): length and a list of known passwords protect better.
 * The list is the server's alone: too long to send to a page.
 */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.normalize('NFKC').toLowerCase());
}
