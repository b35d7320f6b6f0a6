import { createHash, randomBytes } from 'node:crypto';

/** The `cart` cookie's token: 32 random bytes, base64url (43 characters). */
export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The cart's id in the database: the token's SHA-256, so a leaked table opens no cart. */
export function cartIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
