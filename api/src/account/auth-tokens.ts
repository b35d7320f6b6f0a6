import { createHash, randomBytes } from 'node:crypto';
import { LINK_TOKEN_PATTERN } from '@shop/shared/contracts/schemas';

// Session cookies and e-mailed links carry 32 random bytes, base64url: 43 characters.

export function newAuthToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isAuthToken(value: unknown): value is string {
  return typeof value === 'string' && LINK_TOKEN_PATTERN.test(value);
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens nothing. */
export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
