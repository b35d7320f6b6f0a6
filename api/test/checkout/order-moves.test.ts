import {
  canMove,
  ORDER_MOVES,
  stateAfter,
  type OrderActor,
  type OrderMoveName,
  type OrderState,
} from '../../src/checkout/orders/lifecycle/order-moves';

const awaitingCard: OrderState = { status: 'pending', payment: 'pending', shipping: 'not-shipped' };
const awaitingTransfer: OrderState = { ...awaitingCard, payment: 'awaiting-transfer' };
const declined: OrderState = { ...awaitingCard, payment: 'failed' };
const paid: OrderState = { status: 'confirmed', payment: 'paid', shipping: 'preparing' };
const cancelled: OrderState = { status: 'cancelled', payment: 'expired', shipping: 'not-shipped' };
const shipped: OrderState = { ...paid, shipping: 'shipped' };
const delivered: OrderState = { status: 'completed', payment: 'paid', shipping: 'delivered' };
const cancelledPaid: OrderState = { status: 'cancelled', payment: 'paid', shipping: 'not-shipped' };

const ACTORS: OrderActor[] = ['shopper', 'operator', 'provider', 'system'];

test.each([
  ['payment-succeeded', 'provider', awaitingCard, paid],
  ['payment-succeeded', 'operator', awaitingTransfer, paid],
  ['payment-succeeded', 'provider', declined, paid],
  ['payment-failed', 'provider', awaitingCard, declined],
  ['payment-retried', 'shopper', declined, awaitingCard],
  ['transfer-chosen', 'shopper', declined, awaitingTransfer],
  ['cancelled-by-shopper', 'shopper', awaitingTransfer, cancelled],
  ['reservation-expired', 'system', declined, cancelled],
  ['cancelled-by-operator', 'operator', awaitingTransfer, cancelled],
  ['partly-shipped', 'operator', paid, paid],
  ['shipped', 'operator', paid, shipped],
  ['partly-delivered', 'operator', paid, paid],
  ['partly-delivered', 'operator', shipped, shipped],
  ['delivered', 'operator', shipped, delivered],
  ['cancelled-by-operator', 'operator', paid, cancelledPaid],
  ['refunded', 'provider', cancelledPaid, { ...cancelledPaid, payment: 'refunded' }],
  ['refund-started', 'operator', delivered, delivered],
  ['partly-refunded', 'operator', delivered, delivered],
  ['refunded', 'operator', delivered, { ...delivered, payment: 'refunded' }],
  ['refund-refused', 'provider', cancelledPaid, cancelledPaid],
  ['paid-after-cancellation', 'provider', cancelled, cancelledPaid],
  ['paid-after-cancellation', 'operator', cancelled, cancelledPaid],
] as const)('%s by the %s leads from %o to %o', (move, actor, from, to) => {
  expect(canMove(from, move, actor)).toBe(true);
  expect(stateAfter(from, move)).toEqual(to);
});

const REFUNDS: OrderMoveName[] = [
  'refund-started',
  'partly-refunded',
  'refunded',
  'refund-refused',
];
const RETURNS: OrderMoveName[] = ['partly-returned', 'returned'];
const AFTER_PAYMENT: OrderMoveName[] = [
  'partly-shipped',
  'shipped',
  'partly-delivered',
  'cancelled-by-operator',
  ...RETURNS,
  ...REFUNDS,
];

test.each((Object.keys(ORDER_MOVES) as OrderMoveName[]).filter((m) => !AFTER_PAYMENT.includes(m)))(
  '%s starts from no paid order, whoever asks',
  (move) => {
    for (const actor of ACTORS) expect(canMove(paid, move, actor)).toBe(false);
  },
);

test.each(
  (Object.keys(ORDER_MOVES) as OrderMoveName[]).filter((m) => m !== 'paid-after-cancellation'),
)('%s starts from no order cancelled unpaid, whoever asks', (move) => {
  for (const actor of ACTORS) expect(canMove(cancelled, move, actor)).toBe(false);
});

test('money for a cancelled order is recorded only from its provider or an operator', () => {
  for (const actor of ['shopper', 'system'] as const)
    expect(canMove(cancelled, 'paid-after-cancellation', actor)).toBe(false);
  for (const from of [awaitingCard, awaitingTransfer, declined, paid, cancelledPaid, delivered])
    expect(canMove(from, 'paid-after-cancellation', 'provider')).toBe(false);
});

test.each(
  (Object.keys(ORDER_MOVES) as OrderMoveName[]).filter(
    (m) => !REFUNDS.includes(m) && !RETURNS.includes(m),
  ),
)('%s starts from no delivered order: only returns and money move after delivery', (move) => {
  for (const actor of ACTORS) expect(canMove(delivered, move, actor)).toBe(false);
});

test('a delivered order comes back, and is returned once everything did', () => {
  expect(stateAfter(delivered, 'partly-returned')).toEqual(delivered);
  expect(stateAfter(delivered, 'returned')).toEqual({ ...delivered, shipping: 'returned' });
  expect(canMove({ ...delivered, shipping: 'returned' }, 'returned', 'operator')).toBe(false);
  expect(canMove(delivered, 'returned', 'shopper')).toBe(false);
});

test('no refund or return moves once everything was given back', () => {
  for (const move of [...REFUNDS, ...RETURNS]) {
    for (const actor of ACTORS) {
      expect(canMove({ ...delivered, payment: 'refunded' }, move, actor)).toBe(false);
    }
  }
});

test('nothing unpaid ships, and nothing is delivered before it all left', () => {
  for (const state of [awaitingCard, awaitingTransfer, declined]) {
    for (const move of ['partly-shipped', 'shipped', 'partly-delivered', 'delivered'] as const) {
      expect(canMove(state, move, 'operator')).toBe(false);
    }
  }
  expect(canMove(paid, 'delivered', 'operator')).toBe(false);
  expect(canMove(shipped, 'shipped', 'operator')).toBe(false);
  expect(canMove(shipped, 'partly-shipped', 'operator')).toBe(false);
});

test('each move is made only by those it names', () => {
  expect(canMove(awaitingTransfer, 'payment-succeeded', 'shopper')).toBe(false);
  expect(canMove(awaitingCard, 'cancelled-by-shopper', 'operator')).toBe(false);
  expect(canMove(awaitingCard, 'reservation-expired', 'shopper')).toBe(false);
  expect(canMove(awaitingCard, 'payment-failed', 'shopper')).toBe(false);
  expect(canMove(awaitingCard, 'cancelled-by-operator', 'shopper')).toBe(false);
  expect(canMove(paid, 'shipped', 'shopper')).toBe(false);
  expect(canMove(shipped, 'delivered', 'provider')).toBe(false);
});
