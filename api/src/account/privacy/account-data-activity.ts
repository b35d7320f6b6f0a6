import type {
  AccountDataBackInStockRequest,
  AccountDataCartLine,
  AccountDataExport,
  AccountDataNewsletter,
  Locale,
} from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

type Activity = Required<
  Pick<
    AccountDataExport,
    'cart' | 'newsletter' | 'backInStockRequests' | 'sessions' | 'knownDevices' | 'emails'
  >
>;

/** A product's and colour's names in the customer's language. */
const named = (
  row: { name_it: string; name_en: string; colour_it: string; colour_en: string },
  language: Locale,
) =>
  language === 'en'
    ? { name: row.name_en, colour: row.colour_en }
    : { name: row.name_it, colour: row.colour_it };

/**
 * What else the shop keeps about the customer, for their data export: the cart, and what is kept
 * under their address (the newsletter, back-in-stock requests, the e-mails written to it), their
 * sessions and remembered browsers. Addresses are compared regardless of case.
 */
export async function readCustomerActivity(
  db: Kysely<Database>,
  customerId: number,
  email: string,
  language: Locale,
): Promise<Activity> {
  const address = email.toLowerCase();
  const [cart, newsletter, backInStock, sessions, devices, emails] = await Promise.all([
    db
      .selectFrom('carts')
      .innerJoin('cart_items as i', 'i.cart_id', 'carts.id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('product_colours as c', 'c.id', 'i.colour_id')
      .select([
        'p.sku',
        'p.name_it',
        'p.name_en',
        'c.name_it as colour_it',
        'c.name_en as colour_en',
        'i.size',
        'i.quantity',
        'i.added_at',
      ])
      .where('carts.customer_id', '=', customerId)
      .orderBy('i.added_at')
      .execute(),
    db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('back_in_stock_requests as r')
      .innerJoin('product_colours as c', 'c.id', 'r.colour_id')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select([
        'p.sku',
        'p.name_it',
        'p.name_en',
        'c.name_it as colour_it',
        'c.name_en as colour_en',
        'r.size',
        'r.language',
        'r.created_at',
        'r.notified_at',
      ])
      .where('r.email', '=', address)
      .orderBy('r.created_at')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen', 'expires_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('known_devices')
      .select(['created_at', 'expires_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('email_outbox')
      .select(['kind', 'subject', 'created_at', 'sent_at'])
      .where(sql<string>`lower(recipient)`, '=', address)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    cart: cart.map((line): AccountDataCartLine => ({
      productId: line.sku,
      ...named(line, language),
      size: line.size,
      quantity: line.quantity,
      addedAt: iso(line.added_at),
    })),
    newsletter: newsletter
      ? ({
          status: newsletter.status,
          language: newsletter.language as Locale,
          subscribedAt: iso(newsletter.created_at),
          confirmedAt: isoOrNull(newsletter.confirmed_at),
          unsubscribedAt: isoOrNull(newsletter.unsubscribed_at),
          discountCode: newsletter.discount_code,
          discountRedeemedAt: isoOrNull(newsletter.discount_redeemed_at),
        } satisfies AccountDataNewsletter)
      : null,
    backInStockRequests: backInStock.map((request): AccountDataBackInStockRequest => ({
      productId: request.sku,
      ...named(request, language),
      size: request.size,
      language: request.language as Locale,
      requestedAt: iso(request.created_at),
      notifiedAt: isoOrNull(request.notified_at),
    })),
    sessions: sessions.map((session) => ({
      createdAt: iso(session.created_at),
      lastSeenAt: iso(session.last_seen),
      expiresAt: iso(session.expires_at),
    })),
    knownDevices: devices.map((device) => ({
      createdAt: iso(device.created_at),
      expiresAt: iso(device.expires_at),
    })),
    emails: emails.map((sent) => ({
      kind: sent.kind,
      subject: sent.subject,
      createdAt: iso(sent.created_at),
      sentAt: isoOrNull(sent.sent_at),
    })),
  };
}
