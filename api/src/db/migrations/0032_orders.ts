import { sql, type Kysely } from 'kysely';

/**
 * Orders with their lines (what was bought at the price paid then), payment attempts, the
 * provider events already applied, and the idempotency keys of placing and paying. An order's
 * stock is taken from `product_stock` when it is placed and given back if it is cancelled unpaid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence order_number_seq`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('store', 'text', (col) => col.notNull().check(sql`store in ('it', 'intl')`))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('customer_id', 'integer', (col) =>
      col.references('customers.id').onDelete('set null'),
    )
    // The guest's session when a guest placed it (sessions.id, the token's hash); no foreign key:
    // the session may end, the order stays.
    .addColumn('guest_session_id', 'text')
    // Opens the order to whoever holds it (the e-mail's link, the success page of a guest).
    .addColumn('access_token', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'confirmed', 'cancelled', 'completed')`),
    )
    .addColumn('payment_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(
          sql`payment_status in ('pending', 'awaiting-transfer', 'paid', 'failed', 'expired', 'refunded')`,
        ),
    )
    .addColumn('shipping_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('not-shipped')
        .check(
          sql`shipping_status in ('not-shipped', 'preparing', 'shipped', 'delivered', 'returned')`,
        ),
    )
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_source', 'text', (col) =>
      col.check(sql`coupon_source in ('coupon', 'newsletter')`),
    )
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('discount_cents', 'integer', (col) => col.notNull())
    .addColumn('shipping_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('shipping_address', 'jsonb', (col) => col.notNull())
    .addColumn('billing_address', 'jsonb', (col) => col.notNull())
    .addColumn('invoice', 'jsonb')
    .addColumn('shipping_zone', 'text', (col) => col.notNull())
    .addColumn('shipping_method_id', 'text', (col) => col.notNull())
    .addColumn('shipping_method_label', 'text', (col) => col.notNull())
    .addColumn('payment_method_id', 'text', (col) => col.notNull())
    // Whether the order's pieces are taken from stock (false once given back).
    .addColumn('stock_reserved', 'boolean', (col) => col.notNull().defaultTo(true))
    // An unpaid order is cancelled and its stock given back after this; null once paid.
    .addColumn('reserved_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_id', 'created_at'])
    .execute();
  await sql`create index orders_reserved_until_idx on orders (reserved_until) where stock_reserved and reserved_until is not null`.execute(
    db,
  );

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('colour_id', 'integer', (col) => col.notNull())
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('colour_code', 'text', (col) => col.notNull())
    .addColumn('colour_name', 'text', (col) => col.notNull())
    .addColumn('colour_hex', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('line_total_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_items_pkey', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('pending', 'awaiting-transfer', 'paid', 'failed', 'expired', 'refunded')`,
        ),
    )
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('provider_reference', 'text')
    // Where the shopper goes to pay (redirect flows), while the attempt is pending.
    .addColumn('redirect_url', 'text')
    // A card token pays one attempt only.
    .addColumn('card_token_id', 'text', (col) => col.unique())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payments_order_attempt_key', ['order_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pkey', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    // What the key is for: placing an order from a cart, or paying an order again.
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    // SHA-256 of the request body: the same key with another body is refused.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await sql`drop sequence order_number_seq`.execute(db);
}
