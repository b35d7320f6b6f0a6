import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The built-in test gateway's card numbers (Stripe's well-known test numbers): one that pays, one
 * that is declined. Any other number is refused when tokenized: this gateway moves no money.
 */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  // Stripe's number for a charge that succeeds and whose refunds fail.
  '4000000000005126': 'succeeds-refund-fails',
};

/** What the gateway does with a test card: pay (and refund), decline, or pay and refuse refunds. */
export type CardOutcome = 'succeeds' | 'declined' | 'succeeds-refund-fails';

/** A token pays within this time of its making. */
export const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface CardTokenData {
  /** Unique per token: a token pays one attempt (`payments.card_token_id`). */
  id: string;
  last4: string;
  outcome: CardOutcome;
  /** Unix milliseconds. */
  expiresAt: number;
}

export type CardProblem = 'invalid' | 'expired';

/**
 * What the gateway says of a card its tokenizer's contract (`CardTokenRequest`: Luhn, expiry "MM/YY"
 * of a month not ended, CVC) accepted: a number not among its test cards is invalid, and a card
 * is valid through the last day of its month, by the gateway's clock (UTC).
 */
export function cardProblem(digits: string, expiry: string, now = new Date()): CardProblem | null {
  if (!(digits in TEST_CARDS)) return 'invalid';
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return endOfMonth <= now.getTime() ? 'expired' : null;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`card-token.${payload}`).digest('base64url');
}

/** A signed, single-use token for a test card (details already checked by `cardProblem`). */
export function issueCardToken(secret: string, number: string, now = Date.now()): string {
  const digits = number.replace(/[\s-]/g, '');
  const data: CardTokenData = {
    id: randomBytes(12).toString('base64url'),
    last4: digits.slice(-4),
    outcome: TEST_CARDS[digits] ?? 'declined',
    expiresAt: now + CARD_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `tok_${payload}.${sign(secret, payload)}`;
}

/** The token's data when its signature holds and it has not expired; else null. */
export function readCardToken(
  secret: string,
  token: string,
  now = Date.now(),
): CardTokenData | null {
  const match = /^tok_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(match[1], 'base64url').toString()) as CardTokenData;
    return data.expiresAt > now ? data : null;
  } catch {
    return null;
  }
}
