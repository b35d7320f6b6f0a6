import type {
  OrderActor,
  OrderMoveName,
  OrderStatus,
  PaymentStatus,
  ShippingStatus,
} from '@shop/shared/contracts';

export type { OrderActor, OrderMoveName };

/** Where an order stands: the order itself, its payment and its shipment. */
export interface OrderState {
  status: OrderStatus;
  payment: PaymentStatus;
  shipping: ShippingStatus;
}

interface OrderMove {
  /** Whether the move may start from this state. */
  from: (state: OrderState) => boolean;
  /** The state it leads to. */
  to: (state: OrderState) => OrderState;
  /** Who may make it. */
  by: readonly OrderActor[];
}

/** A payment that has not taken the money: the order waits for it or for a retry. */
const UNPAID: readonly PaymentStatus[] = ['pending', 'awaiting-transfer', 'failed'];

const unpaid = (state: OrderState) => state.status === 'pending' && UNPAID.includes(state.payment);

/** The shop holds the order's money: paid, whether it went on, was delivered or cancelled. */
const tookMoney = (state: OrderState) => state.payment === 'paid';

/** Shipping states in which pieces have left (some or all of them): what can come back. */
const SENT: readonly ShippingStatus[] = ['preparing', 'shipped', 'delivered'];

/** Paid and on its way to the shopper: what ships and is delivered. */
const paid = (state: OrderState) => state.status === 'confirmed' && state.payment === 'paid';

/**
 * Every move an order can make, and from where (DESIGN.md decision 14). Nothing else writes an
 * order's states: `moveOrder` checks the move against this table, writes it and its history row
 * in one transaction.
 */
export const ORDER_MOVES = {
  /** The checkout wrote the order, waiting for its payment (or its bank transfer). */
  placed: {
    from: () => false,
    to: (state) => state,
    by: ['shopper'],
  },
  /** Another attempt to pay: another method, or the same again after a refusal. */
  'payment-retried': {
    from: unpaid,
    to: (state) => ({ ...state, payment: 'pending' }),
    by: ['shopper'],
  },
  /** The shopper chose to pay by bank transfer: the order waits for the money. */
  'transfer-chosen': {
    from: unpaid,
    to: (state) => ({ ...state, payment: 'awaiting-transfer' }),
    by: ['shopper'],
  },
  /** The provider took the money, or an operator saw the bank transfer arrive. */
  'payment-succeeded': {
    from: unpaid,
    to: () => ({ status: 'confirmed', payment: 'paid', shipping: 'preparing' }),
    by: ['provider', 'operator'],
  },
  /** The provider refused the payment: the order keeps its stock for a while, for a retry. */
  'payment-failed': {
    from: unpaid,
    to: (state) => ({ ...state, payment: 'failed' }),
    by: ['provider'],
  },
  /** The shopper cancels an order that is not paid (issue 29's decision). */
  'cancelled-by-shopper': {
    from: unpaid,
    to: (state) => ({ ...state, status: 'cancelled', payment: 'expired' }),
    by: ['shopper'],
  },
  /**
   * The shop cancels an order not shipped (an operator, with a reason for the shopper). Unpaid, its
   * payment expires; paid, it stays paid until its refund (decided with it) goes through.
   */
  'cancelled-by-operator': {
    from: (state) => unpaid(state) || (paid(state) && state.shipping === 'preparing'),
    to: (state) =>
      state.payment === 'paid'
        ? { status: 'cancelled', payment: 'paid', shipping: 'not-shipped' }
        : { ...state, status: 'cancelled', payment: 'expired' },
    by: ['operator'],
  },
  /** Nobody paid within the reservation: the stock goes back on sale. */
  'reservation-expired': {
    from: unpaid,
    to: (state) => ({ ...state, status: 'cancelled', payment: 'expired' }),
    by: ['system'],
  },
  /**
   * Money came for an order already cancelled unpaid: a bank transfer sent before the
   * cancellation, a provider's page approved after it. The shop holds it until it is refunded.
   */
  'paid-after-cancellation': {
    from: (state) => state.status === 'cancelled' && state.payment === 'expired',
    to: (state) => ({ ...state, payment: 'paid' }),
    by: ['provider', 'operator'],
  },
  /** A parcel left with some of the pieces; others are still to ship. */
  'partly-shipped': {
    from: (state) => paid(state) && state.shipping === 'preparing',
    to: (state) => state,
    by: ['operator'],
  },
  /** The last pieces left: everything is on its way. */
  shipped: {
    from: (state) => paid(state) && state.shipping === 'preparing',
    to: (state) => ({ ...state, shipping: 'shipped' }),
    by: ['operator'],
  },
  /** A parcel arrived; others are still on their way or still to ship. */
  'partly-delivered': {
    from: (state) =>
      paid(state) && (state.shipping === 'preparing' || state.shipping === 'shipped'),
    to: (state) => state,
    by: ['operator'],
  },
  /** The last parcel arrived: the order is complete, and the withdrawal period runs from today. */
  delivered: {
    from: (state) => paid(state) && state.shipping === 'shipped',
    to: (state) => ({ ...state, status: 'completed', shipping: 'delivered' }),
    by: ['operator'],
  },
  /** Some pieces the shopper sent back reached the shop; others are still with the shopper. */
  'partly-returned': {
    from: (state) => tookMoney(state) && SENT.includes(state.shipping),
    to: (state) => state,
    by: ['operator'],
  },
  /** Every piece that left came back to the shop. */
  returned: {
    from: (state) => tookMoney(state) && SENT.includes(state.shipping),
    to: (state) => ({ ...state, shipping: 'returned' }),
    by: ['operator'],
  },
  /** The shop decided to give money back (some pieces, the shipping, or all of it). */
  'refund-started': {
    from: tookMoney,
    to: (state) => state,
    by: ['operator'],
  },
  /** The provider gave some of the money back; some of it is still the shop's. */
  'partly-refunded': {
    from: tookMoney,
    to: (state) => state,
    by: ['provider', 'operator'],
  },
  /** The provider gave back everything the order was paid. */
  refunded: {
    from: tookMoney,
    to: (state) => ({ ...state, payment: 'refunded' }),
    by: ['provider', 'operator'],
  },
  /** The provider refused a refund: it stays on the operator's list until tried again. */
  'refund-refused': {
    from: tookMoney,
    to: (state) => state,
    by: ['provider'],
  },
} satisfies Record<OrderMoveName, OrderMove>;

/** Whether `actor` may make `move` from `state`. */
export function canMove(state: OrderState, move: OrderMoveName, actor: OrderActor): boolean {
  const rule: OrderMove = ORDER_MOVES[move];
  return rule.by.includes(actor) && rule.from(state);
}

/** The state `move` leads to from `state` (whether it is allowed is `canMove`'s question). */
export function stateAfter(state: OrderState, move: OrderMoveName): OrderState {
  const rule: OrderMove = ORDER_MOVES[move];
  return rule.to(state);
}
