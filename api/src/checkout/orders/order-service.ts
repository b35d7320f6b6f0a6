import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  Locale,
  PaymentMethodId,
  PaymentNextStep,
  PlaceOrderResponse,
  StoreId,
} from '@shop/shared/contracts';
import type { PlaceOrderRequest, RetryPaymentRequest } from '@shop/shared/contracts/schemas';
import type { InferOutput } from 'valibot';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashAuthToken, newAuthToken, insertSession } from '../../account';
import { lockExistingCartOf, type CartOwner, readCartItems } from '../../cart';
import type { CheckoutConfig } from '../../config';
import type { Database } from '../../db/schema';
import { paymentMethodsFor, type PaymentProviders } from '../../payments';
import { settlePayment } from './settle-payment';
import { checkoutMessages, type CheckoutMessages } from '../checkout-messages';
import { evaluateCoupon, redeemCoupon } from '../../coupons';
import { shippingMethodsFor } from '../shipping/shipping-methods';
import type { ConfirmationLine } from './confirmation/confirmation-order';
import { orderConfirmationFor } from './confirmation/order-confirmation-email';
import { claimPaymentStart, recordStartAnswer } from './payment-starts';
import { orderPageUrl } from './order-links';
import { CheckoutRefusal } from './checkout-refusal';
import { enqueueOrderEmail } from './order-email-limit';
import { closeLeftAttempt } from './left-attempts';
import { paymentPendingEmail } from './payment-pending-email';
import { bankTransferOf, findOrderByNumber, orderLocale, type OrderRow } from './order-repository';
import { moveOrder, recordMove } from './lifecycle/move-order';
import { payableMethodsOf } from './payable-methods';
import { clientAddressHash, enforceUnpaidLimits } from './unpaid-limits';

export { CheckoutRefusal };

export interface OrderServiceOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  checkout: CheckoutConfig;
  providers: PaymentProviders;
  /** Checks a card token before anything is written (the card provider's own format). */
  cardTokenId: (token: string) => string | null;
}

/** Who is asking: the cart's owner and the session's id (guests own orders by session). */
export interface Requester {
  owner: CartOwner;
  /** sessions.id of the request's active session, or null. */
  sessionId: string | null;
  store: StoreId;
  locale: Locale;
  /** `request.ip` (under TRUST_PROXY): one of the holders the unpaid-order caps count. */
  clientAddress: string;
}

export interface PlaceOutcome {
  response: PlaceOrderResponse;
  /** A guest session started for this checkout: its cookie is to be set. */
  newSessionToken: string | null;
}

/** Whether `requester` may open the order: its customer, its guest's session, or its token. */
export function canOpenOrder(
  order: Pick<OrderRow, 'customer_id' | 'guest_session_id' | 'access_token'>,
  requester: { customerId: number | null; sessionId: string | null },
  accessToken?: string,
): boolean {
  if (order.customer_id !== null && requester.customerId === order.customer_id) return true;
  if (order.guest_session_id !== null && requester.sessionId === order.guest_session_id) {
    return true;
  }
  if (!accessToken) return false;
  const expected = Buffer.from(order.access_token);
  const given = Buffer.from(accessToken);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** An order request its contract accepted: addresses and invoice cleaned as they are stored. */
export type AcceptedOrder = InferOutput<typeof PlaceOrderRequest>;

const newPaymentId = () => `pay_${randomBytes(16).toString('base64url')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Placing an order and paying it (again). The order, its lines, the stock taken, the coupon used,
 * the guest session, the first payment attempt and the idempotency key are written in one
 * transaction that first locks the cart: a double submit waits for the first and then answers
 * the same order. The provider is called after that transaction, never inside one.
 */
export function createOrderService(options: OrderServiceOptions) {
  const { db, storeOrigins, checkout, providers } = options;
  const settleContext = { storeOrigins, reservationMinutes: checkout.reservationMinutes };

  function cardCheck(
    method: PaymentMethodId,
    cardToken: string | undefined,
    messages: CheckoutMessages,
  ): string | null {
    if (method !== 'card') return null;
    if (!cardToken) throw new CheckoutRefusal(400, messages.cardTokenRequired);
    const id = options.cardTokenId(cardToken);
    if (!id) throw new CheckoutRefusal(400, messages.invalidCard);
    return id;
  }

  /** What the page does next, from the order's latest attempt. */
  async function nextStep(order: OrderRow, messages: CheckoutMessages): Promise<PaymentNextStep> {
    for (let waited = 0; ; waited += 50) {
      const payment = await db
        .selectFrom('payments')
        .select(['status', 'method', 'redirect_url'])
        .where('order_id', '=', order.id)
        .orderBy('attempt', 'desc')
        .executeTakeFirstOrThrow();
      const current = (await findOrderByNumber(db, order.number)) ?? order;
      if (payment.status === 'paid') return { kind: 'paid' };
      if (payment.status === 'awaiting-transfer') {
        const instructions = bankTransferOf(current, checkout.bankTransfer);
        if (instructions) return { kind: 'awaiting-transfer', instructions };
      }
      if (payment.status === 'pending' && payment.redirect_url) {
        return { kind: 'redirect', url: payment.redirect_url };
      }
      if (payment.status !== 'pending' || waited >= 10_000) {
        return { kind: 'failed', message: messages.paymentFailed };
      }
      // The first request is still waiting for the provider: answer what it will answer.
      await sleep(50);
    }
  }

  async function answer(orderId: number, messages: CheckoutMessages): Promise<PlaceOrderResponse> {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return {
      orderId: order.number,
      accessToken: order.access_token,
      next: await nextStep(order, messages),
    };
  }

  /** Calls the provider for a new pending attempt and settles what it says at once. */
  async function startPayment(paymentId: string, cardToken: string | undefined): Promise<void> {
    // Another request started it (or is starting it), or the job settled it: nothing to call.
    if (!(await claimPaymentStart(db, paymentId))) return;
    const row = await db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select([
        'p.method',
        'p.status',
        'p.attempt',
        'p.amount_cents',
        'o.number',
        'o.language',
        'o.email',
        'o.access_token',
      ])
      .where('p.id', '=', paymentId)
      .executeTakeFirstOrThrow();
    if (row.status !== 'pending') return;
    const method = row.method as PaymentMethodId;
    const provider = providers[method];
    if (!provider) throw new Error(`no payment provider for ${method}`);
    const language: Locale = row.language === 'en' ? 'en' : 'it';
    let start;
    try {
      start = await provider.start({
        paymentId,
        orderNumber: row.number,
        amountCents: row.amount_cents,
        method,
        language,
        email: row.email,
        storeOrigin: language === 'it' ? storeOrigins.it : storeOrigins.intl,
        ...(cardToken !== undefined && { cardToken }),
      });
    } catch (error) {
      start = { status: 'failed' as const, reason: `provider error: ${String(error)}` };
    }
    if (start.status === 'redirect' || start.status === 'pending') {
      // The provider's signed callback (webhook) settles the attempt later.
      const leaving = start.status === 'redirect' && row.attempt === 1;
      await recordStartAnswer(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('payments')
            .set({
              redirect_url: start.status === 'redirect' ? start.url : null,
              provider_reference: start.reference ?? null,
            })
            .where('id', '=', paymentId)
            .execute();
          // The link back for a shopper who leaves the provider's page (a guest has no other).
          if (leaving) await enqueuePaymentPendingEmail(trx, row, language);
        }),
      );
      return;
    }
    const outcome = start;
    await recordStartAnswer(() => settlePayment(db, paymentId, outcome, settleContext));
  }

  function enqueuePaymentPendingEmail(
    trx: Transaction<Database>,
    order: { email: string; number: string; amount_cents: number; access_token: string },
    language: Locale,
  ) {
    const link = orderPageUrl(storeOrigins, language, 'error', order.number, order.access_token);
    return enqueueOrderEmail(
      trx,
      paymentPendingEmail({
        email: order.email,
        language,
        orderNumber: order.number,
        totalCents: order.amount_cents,
        holdMinutes: checkout.reservationMinutes,
        link,
      }),
      checkout.orderEmailsPerAddress,
    );
  }

  /** What an order says of its latest payment attempt: method, status, stock held until. */
  function attemptFields(method: PaymentMethodId) {
    const transfer = method === 'bank-transfer';
    return {
      payment_method_id: method,
      payment_status: transfer ? 'awaiting-transfer' : 'pending',
      reserved_until: transfer
        ? sql<Date>`now() + ${checkout.bankTransfer.holdHours} * interval '1 hour'`
        : sql<Date>`now() + ${checkout.reservationMinutes} * interval '1 minute'`,
    };
  }

  /** Moves an unpaid order on to another attempt with `method`. */
  async function retryPayment(
    trx: Transaction<Database>,
    order: OrderRow,
    method: PaymentMethodId,
  ): Promise<OrderRow> {
    // The state comes from the move; the method and the reservation come with it.
    const { payment_status: _state, ...columns } = attemptFields(method);
    const moved = await moveOrder(
      trx,
      order.id,
      method === 'bank-transfer' ? 'transfer-chosen' : 'payment-retried',
      { actor: 'shopper', set: columns },
    );
    if (!moved) {
      throw new CheckoutRefusal(409, checkoutMessages[orderLocale(order)].orderNotPayable);
    }
    return moved.order;
  }

  /** Writes a payment attempt (and, for a bank transfer, its e-mail) for a locked order. */
  async function addAttempt(
    trx: Transaction<Database>,
    order: OrderRow,
    method: PaymentMethodId,
    cardTokenId: string | null,
    {
      firstAttempt = false,
      lines,
    }: {
      firstAttempt?: boolean;
      /** The lines just written with a new order, so that its e-mail need not read them back. */
      lines?: ConfirmationLine[];
    } = {},
  ): Promise<{ paymentId: string; order: OrderRow }> {
    const paymentId = newPaymentId();
    const transfer = method === 'bank-transfer';
    const { attempts } = firstAttempt
      ? { attempts: '0' }
      : await trx
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll<string>().as('attempts'))
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('payments')
      .values({
        id: paymentId,
        order_id: order.id,
        attempt: Number(attempts) + 1,
        method,
        provider: transfer ? 'bank-transfer' : (providers[method]?.name ?? 'none'),
        status: transfer ? 'awaiting-transfer' : 'pending',
        amount_cents: order.total_cents,
        card_token_id: cardTokenId,
      })
      .onConflict((oc) => oc.column('card_token_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    // A card token pays once: a second use is a mistake of the page, not a new charge.
    if (!inserted) {
      throw new CheckoutRefusal(
        400,
        checkoutMessages[order.language === 'en' ? 'en' : 'it'].invalidCard,
      );
    }
    // A new order was inserted with its attempt's fields already (`attemptFields`).
    const updated = firstAttempt ? order : await retryPayment(trx, order, method);
    if (transfer) {
      const language = updated.language === 'en' ? 'en' : 'it';
      await enqueueOrderEmail(
        trx,
        await orderConfirmationFor(
          trx,
          updated,
          {
            link: orderPageUrl(
              storeOrigins,
              language,
              'success',
              updated.number,
              updated.access_token,
            ),
            bankTransfer: bankTransferOf(updated, checkout.bankTransfer),
          },
          lines,
        ),
        checkout.orderEmailsPerAddress,
      );
    }
    return { paymentId, order: updated };
  }

  return {
    async placeOrder(
      requester: Requester,
      body: AcceptedOrder,
      key: string,
    ): Promise<PlaceOutcome> {
      const { owner, store, locale } = requester;
      const messages = checkoutMessages[locale];
      const cardTokenId = cardCheck(body.paymentMethodId, body.cardToken, messages);
      const { email } = body;
      const hash = requestHash(body);

      const placed = await db.transaction().execute(async (trx) => {
        // Every order from this cart waits for the one before: a double submit sees the first.
        const cart = await lockExistingCartOf(trx, owner);
        if (!cart) throw new CheckoutRefusal(422, messages.emptyCart);
        const cartId = cart.id;
        const scope = `order:${cartId}`;
        const earlier = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'order_id', 'payment_id'])
          .where('scope', '=', scope)
          .where('key', '=', key)
          .executeTakeFirst();
        if (earlier) {
          if (earlier.request_hash !== hash) {
            throw new CheckoutRefusal(422, messages.idempotencyMismatch);
          }
          // Its payment is started below if the first request never started it (a crash).
          return {
            orderId: earlier.order_id,
            paymentId: earlier.payment_id,
            sessionToken: null,
            placed: null,
          };
        }

        const items = await readCartItems(trx, cartId, locale);
        if (items.length === 0) throw new CheckoutRefusal(422, messages.emptyCart);
        if (items.some((item) => item.exceedsStock)) {
          throw new CheckoutRefusal(409, messages.outOfStock);
        }
        const holder = {
          customerId: owner.customerId,
          guestSessionId: owner.customerId === null ? requester.sessionId : null,
          email,
          clientAddress: requester.clientAddress,
        };
        const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
        await enforceUnpaidLimits(trx, holder, pieces, checkout.unpaidLimits, messages);
        const subtotal = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
        const coupon = cart.couponCode
          ? await evaluateCoupon(trx, cart.couponCode, items, email, { strict: false })
          : null;
        const discount = coupon?.ok ? coupon.discountCents : 0;
        const shipping = shippingMethodsFor(
          store,
          body.shippingAddress.country,
          subtotal,
          locale,
          checkout.shippingCents,
        );
        if (!shipping) throw new CheckoutRefusal(422, messages.noShippingMethods);
        const method = shipping.methods.find((candidate) => candidate.id === body.shippingMethodId);
        if (!method) throw new CheckoutRefusal(422, messages.unknownShippingMethod);
        const total = subtotal - discount + method.priceCents;
        const payable = paymentMethodsFor(shipping.zone, total, locale);
        if (payable.length === 0) throw new CheckoutRefusal(422, messages.noPaymentMethods);
        if (!payable.some((candidate) => candidate.id === body.paymentMethodId)) {
          throw new CheckoutRefusal(422, messages.unknownPaymentMethod);
        }
        // The client's total is only compared: the order is priced by the server.
        if (body.totalCents !== total) throw new CheckoutRefusal(409, messages.totalMismatch);

        // Take the stock, rows in one order everywhere; a row short of pieces refuses the order.
        const lines = await trx
          .selectFrom('cart_items as i')
          .innerJoin('products as p', 'p.id', 'i.product_id')
          .innerJoin('product_colours as c', 'c.id', 'i.colour_id')
          .select(['i.product_id', 'i.colour_id', 'i.size', 'i.quantity', 'p.sku', 'c.code'])
          .where('i.cart_id', '=', cartId)
          .orderBy('i.colour_id')
          .orderBy('i.size')
          .execute();
        for (const line of lines) {
          const taken = await trx
            .updateTable('product_stock')
            .set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
            .where('colour_id', '=', line.colour_id)
            .where('size', '=', line.size)
            .where('quantity', '>=', line.quantity)
            .executeTakeFirst();
          if (taken.numUpdatedRows === 0n) throw new CheckoutRefusal(409, messages.outOfStock);
        }
        if (coupon?.ok && !(await redeemCoupon(trx, coupon.rule, email))) {
          throw new CheckoutRefusal(409, messages.couponInvalid);
        }

        let sessionToken: string | null = null;
        let guestSessionId: string | null = null;
        if (owner.customerId === null) {
          if (owner.session && requester.sessionId) {
            guestSessionId = requester.sessionId;
          } else {
            // A visitor checking out becomes a guest (as POST /api/auth/guest would make them).
            sessionToken = newAuthToken();
            guestSessionId = hashAuthToken(sessionToken);
            await insertSession(trx, guestSessionId, { guestEmail: email });
          }
        }

        const numberPrefix = `${store.toUpperCase()}-${new Date().getUTCFullYear()}-`;
        const billing = body.billingAddress ?? body.shippingAddress;
        const order = await trx
          .insertInto('orders')
          .values({
            number: sql<string>`${numberPrefix} || lpad(nextval('order_number_seq')::text, 6, '0')`,
            store,
            language: locale,
            customer_id: owner.customerId,
            guest_session_id: guestSessionId,
            client_address_hash: clientAddressHash(requester.clientAddress),
            access_token: randomBytes(32).toString('base64url'),
            email,
            coupon_code: coupon?.ok ? coupon.rule.code : null,
            coupon_source: coupon?.ok ? coupon.rule.source : null,
            subtotal_cents: subtotal,
            discount_cents: discount,
            shipping_cents: method.priceCents,
            total_cents: total,
            shipping_address: JSON.stringify(body.shippingAddress),
            billing_address: JSON.stringify(billing),
            invoice: body.invoice ? JSON.stringify(body.invoice) : null,
            shipping_zone: shipping.zone,
            shipping_method_id: method.id,
            shipping_method_label: method.label,
            ...attemptFields(body.paymentMethodId),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordMove(trx, order, 'placed', 'shopper');
        const ids = new Map(
          lines.map((line) => [`${line.sku}/${line.code}/${line.size}`, line] as const),
        );
        await trx
          .insertInto('order_items')
          .values(
            items.map((item, position) => {
              const line = ids.get(`${item.productId}/${item.colour.code}/${item.size}`);
              if (!line) throw new Error('cart line vanished inside its transaction');
              return {
                order_id: order.id,
                position,
                product_id: line.product_id,
                colour_id: line.colour_id,
                size: item.size,
                sku: item.productId,
                name: item.name,
                path: item.path,
                colour_code: item.colour.code,
                colour_name: item.colour.name,
                colour_hex: item.colour.hex,
                image_url: item.image.url,
                quantity: item.quantity,
                unit_price_cents: item.unitPriceCents,
                line_total_cents: item.lineTotalCents,
              };
            }),
          )
          .execute();
        const { paymentId, order: withPayment } = await addAttempt(
          trx,
          order,
          body.paymentMethodId,
          cardTokenId,
          {
            firstAttempt: true,
            lines: items.map((item) => ({
              name: item.name,
              colour: item.colour.name,
              size: item.size,
              quantity: item.quantity,
              unitPriceCents: item.unitPriceCents,
              lineTotalCents: item.lineTotalCents,
            })),
          },
        );
        await trx
          .insertInto('idempotency_keys')
          .values({ scope, key, request_hash: hash, order_id: order.id, payment_id: paymentId })
          .execute();
        // The cart became the order: its lines go and its coupon with them, in one statement.
        await trx
          .with('emptied', (db) => db.deleteFrom('cart_items').where('cart_id', '=', cartId))
          .updateTable('carts')
          .set({ coupon_code: null, updated_at: new Date() })
          .where('id', '=', cartId)
          .execute();
        return { orderId: order.id, paymentId, sessionToken, placed: withPayment };
      });

      if (placed.paymentId && body.paymentMethodId !== 'bank-transfer') {
        await startPayment(placed.paymentId, body.cardToken);
      }
      // A bank transfer's order is complete when its transaction commits: nothing to read back.
      const transfer = placed.placed && bankTransferOf(placed.placed, checkout.bankTransfer);
      return {
        response:
          placed.placed && transfer
            ? {
                orderId: placed.placed.number,
                accessToken: placed.placed.access_token,
                next: { kind: 'awaiting-transfer', instructions: transfer },
              }
            : await answer(placed.orderId, messages),
        newSessionToken: placed.sessionToken,
      };
    },

    /** A new attempt for an order whose payment failed, while its reservation lasts. */
    async retryPayment(
      requester: Requester,
      orderNumber: string,
      body: InferOutput<typeof RetryPaymentRequest>,
      key: string,
    ): Promise<PlaceOrderResponse> {
      const messages = checkoutMessages[requester.locale];
      const cardTokenId = cardCheck(body.paymentMethodId, body.cardToken, messages);
      const hash = requestHash(body);
      const attempt = await db.transaction().execute(async (trx) => {
        const order = await findOrderByNumber(trx, orderNumber, { lock: true });
        const who = { customerId: requester.owner.customerId, sessionId: requester.sessionId };
        if (!order || !canOpenOrder(order, who, body.accessToken)) {
          throw new CheckoutRefusal(404, messages.orderNotFound);
        }
        const scope = `pay:${order.id}`;
        const earlier = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'payment_id'])
          .where('scope', '=', scope)
          .where('key', '=', key)
          .executeTakeFirst();
        if (earlier) {
          if (earlier.request_hash !== hash) {
            throw new CheckoutRefusal(422, messages.idempotencyMismatch);
          }
          return { orderId: order.id, paymentId: earlier.payment_id };
        }
        // Failed, or still pending on a provider's page the shopper came back from (Back).
        const open =
          order.status === 'pending' &&
          order.stock_reserved &&
          (order.payment_status === 'failed' ||
            (order.payment_status === 'pending' && (await closeLeftAttempt(trx, order.id))));
        if (!open) throw new CheckoutRefusal(409, messages.orderNotPayable);
        const payable = payableMethodsOf(order, requester.locale);
        if (!payable.some((candidate) => candidate.id === body.paymentMethodId)) {
          throw new CheckoutRefusal(422, messages.unknownPaymentMethod);
        }
        const { paymentId } = await addAttempt(trx, order, body.paymentMethodId, cardTokenId);
        await trx
          .insertInto('idempotency_keys')
          .values({ scope, key, request_hash: hash, order_id: order.id, payment_id: paymentId })
          .execute();
        return { orderId: order.id, paymentId };
      });
      if (attempt.paymentId && body.paymentMethodId !== 'bank-transfer') {
        await startPayment(attempt.paymentId, body.cardToken);
      }
      return answer(attempt.orderId, messages);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
