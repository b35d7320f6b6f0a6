import { createHash, randomBytes } from 'node:crypto';

/** Session cookies and reset links carry 32 random bytes, base64url: 43 characters. */
export const AUTH_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const authToken = new RegExp(AUTH_TOKEN_PATTERN);

export function newAuthToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isAuthToken(value: unknown): value is string {
  return typeof value === 'string' && authToken.test(value);
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens nothing. */
export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
