import { createHmac, timingSafeEqual } from 'node:crypto';

/** Callbacks older or newer than this (seconds) are refused: a replayed capture is stale. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 over `${timestamp}.${rawBody}`, hex. */
export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The signature header: `t=<unix seconds>,v1=<hex HMAC>`. */
export function signatureHeader(secret: string, rawBody: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${signPayload(secret, timestamp, rawBody)}`;
}

export type SignatureVerdict = 'valid' | 'malformed' | 'stale' | 'mismatch';

/** Checks a signature header against the raw body, in constant time, within the tolerance. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Date.now(),
): SignatureVerdict {
  if (!header) return 'malformed';
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')];
    }),
  );
  const timestamp = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'valid' : 'mismatch';
}
