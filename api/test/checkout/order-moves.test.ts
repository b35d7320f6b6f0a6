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
] as const)('%s by the %s leads from %o to %o', (move, actor, from, to) => {
  expect(canMove(from, move, actor)).toBe(true);
  expect(stateAfter(from, move)).toEqual(to);
});

test.each(Object.keys(ORDER_MOVES) as OrderMoveName[])(
  '%s starts from no paid or cancelled order, whoever asks',
  (move) => {
    for (const actor of ACTORS) {
      expect(canMove(paid, move, actor)).toBe(false);
      expect(canMove(cancelled, move, actor)).toBe(false);
    }
  },
);

test('each move is made only by those it names', () => {
  expect(canMove(awaitingTransfer, 'payment-succeeded', 'shopper')).toBe(false);
  expect(canMove(awaitingCard, 'cancelled-by-shopper', 'operator')).toBe(false);
  expect(canMove(awaitingCard, 'reservation-expired', 'shopper')).toBe(false);
  expect(canMove(awaitingCard, 'payment-failed', 'shopper')).toBe(false);
});
