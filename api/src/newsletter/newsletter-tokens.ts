import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url (`LINK_TOKEN_PATTERN`): 43 characters, 256 bits, unguessable. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token of a one-click unsubscribe link: the same shape as a confirmation token. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token; a leaked table gives no working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** No 0/O or 1/I: the code is read from an e-mail and typed at checkout. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The first-order discount code (spec §9), e.g. "BENVENUTO10-7KQ2M9XWPA"; 50 random bits. */
export function newDiscountCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `BENVENUTO10-${code}`;
}
