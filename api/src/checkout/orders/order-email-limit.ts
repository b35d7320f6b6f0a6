import type { Transaction } from 'kysely';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import type { EmailMessage } from '../../email/email-message';
import { enqueueEmail } from '../../email/outbox-repository';
import { hitRateLimit } from '../../rate-limit/rate-limit';

/** The rate-limit name of order e-mails, counted per recipient address. */
export const ORDER_EMAIL_LIMIT = 'order-email';

/**
 * Puts an unpaid order's e-mail (the bank-transfer instructions) in the outbox unless its address
 * has had `rule.limit` of them within the window; answers whether it did. Beyond the limit the
 * order still goes through and the page still shows everything the e-mail would have said: a
 * stranger typing someone's address cannot flood that inbox, nor refuse that person's own order.
 * Counted in the order's transaction, so an order that rolls back counts nothing.
 */
export async function enqueueOrderEmail(
  trx: Transaction<Database>,
  message: EmailMessage,
  rule: RateLimitRule,
): Promise<boolean> {
  const address = message.to.trim().toLowerCase();
  const verdict = await hitRateLimit(trx, ORDER_EMAIL_LIMIT, address, rule);
  if (!verdict.allowed) return false;
  await enqueueEmail(trx, message);
  return true;
}
