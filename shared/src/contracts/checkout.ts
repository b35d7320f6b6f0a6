import type { DestinationCountryCode } from '../countries/countries';
import type { AddressFields } from './addresses';
import type { CartItem } from './cart';

/**
 * The checkout's calls between `mf-checkout` and the checkout module of `api`. Amounts are euro
 * cents. Every answer's messages are in the request's `language` (else Italian); a refusal answers
 * `{ message }` (spec §7: "its message field is shown"). State-changing calls are POSTs from the
 * shop's own origin.
 */

/** Where a destination lies, for shipping rates (spec §9; the rest of the world is documented). */
export type ShippingZone = 'italy' | 'eu' | 'world';

/**
 * A checkout address: spec §3 Address whose country may also be one of the rest of the world's
 * (`DESTINATION_COUNTRY_CODES`; validate with `addressProblem(…, { countries: 'destination' })`).
 * Every `AddressFields` (a saved address) is one.
 */
export type CheckoutAddress = Omit<AddressFields, 'country'> & { country: DestinationCountryCode };

/** One way to ship the cart to a destination, priced for the current cart. */
export interface ShippingMethod {
  id: string;
  label: string;
  /** What it costs for this cart: 0 from the free-shipping threshold on. */
  priceCents: number;
  deliveryWorkingDays: { min: number; max: number };
}

/**
 * `GET /api/checkout/shipping-methods?country=&lang=`: the methods the store serving this request
 * offers for a destination country. None applies (e.g. a non-Italian address on the Italian store):
 * 422 `{ message: "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che
 * hai selezionato" }`.
 */
export interface ShippingMethodsResponse {
  zone: ShippingZone;
  methods: ShippingMethod[];
}

/**
 * Spec §9: card payments, bank transfer, two mobile wallets and instalment payments. Card is paid
 * on the page; bank transfer leaves the order awaiting payment; wallets and instalments are
 * redirect flows to the provider's page, which returns to the shop.
 */
export const PAYMENT_METHOD_IDS = [
  'card',
  'bank-transfer',
  'paypal',
  'satispay',
  'instalments',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  /** A short line under the label, e.g. "3 rate senza interessi da 40,00 €". */
  description: string;
}

/**
 * `GET /api/checkout/payment-methods?country=&lang=`: the methods available for this cart and
 * destination. None applies: 422 `{ message }` (spec §8, "no payment methods").
 */
export interface PaymentMethodsResponse {
  methods: PaymentMethod[];
}

/** A business buyer's data for the Italian electronic invoice; all optional. */
export interface InvoiceDetails {
  companyName?: string;
  /** Partita IVA. */
  vatNumber?: string;
  /** Codice destinatario SDI (7 characters) or a PEC address: one of the two. */
  sdiCode?: string;
  pec?: string;
}

export interface CardTokenResponse {
  /** Single-use; refers to the card for one payment attempt. */
  token: string;
  /** e.g. "•••• 4242". */
  display: string;
}

/**
 * What the page does next after placing an order or retrying its payment:
 * - `paid`: go to `/checkout/success/{orderId}`;
 * - `awaiting-transfer`: also the success page, which shows the transfer instructions;
 * - `redirect`: send the browser to `url` (the provider's page), which returns to success or error;
 * - `failed`: go to `/checkout/error/{orderId}` (spec §8: "Siamo spiacenti ma il tuo pagamento non
 *   è andato a buon fine"), where the shopper may retry.
 */
export type PaymentNextStep =
  | { kind: 'paid' }
  | { kind: 'awaiting-transfer'; instructions: BankTransferInstructions }
  | { kind: 'redirect'; url: string }
  | { kind: 'failed'; message: string };

export interface BankTransferInstructions {
  beneficiary: string;
  iban: string;
  bic: string;
  /** The reason for payment the transfer must carry (the order number). */
  reference: string;
  amountCents: number;
  /** The order is cancelled and its stock released if no transfer arrives by then (ISO 8601). */
  payBy: string;
}

export interface PlaceOrderResponse {
  /** The public order number, e.g. "IT-2026-000042". */
  orderId: string;
  /**
   * Opens the order to whoever holds it (a guest has no account): the success and error pages
   * pass it as `?access=`; the confirmation e-mail's link carries it.
   */
  accessToken: string;
  next: PaymentNextStep;
}

/**
 * `POST /api/checkout/orders/{orderId}/pay` (`RetryPaymentRequest`) with an `Idempotency-Key`: a
 * new attempt to pay an order whose payment failed (same order, same stock reservation while it
 * lasts).
 */
export type RetryPaymentResponse = PlaceOrderResponse;

/**
 * `GET /api/checkout/pending-order`: the requester's (customer's or guest session's) newest order
 * still waiting for its payment with its stock held, a provider's page left with Back or a
 * declined payment, which the checkout offers to pay or cancel; `null` when there is none.
 */
export interface PendingOrderResponse {
  /** The session opens it: no access token is handed out. */
  order: { orderId: string } | null;
}

/** Order status (spec §4 leaves the values open; documented in docs/checkout.md). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'awaiting-transfer',
  'paid',
  'failed',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SHIPPING_STATUSES = [
  'not-shipped',
  'preparing',
  'shipped',
  'delivered',
  'returned',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** The moves of an order's lifecycle, in the order they usually come (docs/checkout.md). */
export const ORDER_MOVE_NAMES = [
  'placed',
  'payment-retried',
  'transfer-chosen',
  'payment-failed',
  'payment-succeeded',
  'cancelled-by-shopper',
  'cancelled-by-operator',
  'reservation-expired',
  'paid-after-cancellation',
  'partly-shipped',
  'shipped',
  'partly-delivered',
  'delivered',
  'partly-returned',
  'returned',
  'refund-started',
  'partly-refunded',
  'refunded',
  'refund-refused',
] as const;
export type OrderMoveName = (typeof ORDER_MOVE_NAMES)[number];

/** Who moves an order: its shopper, an operator, a payment provider or the shop's own jobs. */
export const ORDER_ACTORS = ['shopper', 'operator', 'provider', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** One move in an order's history. */
export interface OrderHistoryEntry {
  /** ISO 8601. */
  at: string;
  move: OrderMoveName;
  by: OrderActor;
}

/** The carriers the shop ships with; the API knows each one's tracking page. */
export const CARRIER_IDS = ['brt', 'gls', 'poste', 'dhl', 'ups'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** Some pieces of one of an order's lines: in a parcel, a refund or a withdrawal. */
export interface OrderShipmentLine {
  /** The order's line, counted from 1 (`items[line - 1]`). */
  line: number;
  quantity: number;
}

/** One parcel of an order, from the day it left to the day it was delivered. */
export interface OrderShipment {
  carrier: { id: CarrierId; name: string };
  trackingNumber: string;
  /** The carrier's page for this parcel. */
  trackingUrl: string;
  /** ISO 8601. */
  shippedAt: string;
  /** ISO 8601, or null while on its way. */
  deliveredAt: string | null;
  lines: OrderShipmentLine[];
}

/** Money given back on an order: decided, then paid back by the provider (or refused by it). */
export interface OrderRefund {
  /** What goes back to the shopper. */
  amountCents: number;
  /** The return shipping kept back from it (spec §9: the shopper pays it, once per withdrawal). */
  returnCostCents: number;
  /** `refused` stays until the shop tries again: the money is never lost from view. */
  status: 'pending' | 'succeeded' | 'refused';
  /** ISO 8601: when the shop decided it. */
  createdAt: string;
  /** The pieces it pays back (the order's lines counted from 1); empty for shipping alone. */
  lines: OrderShipmentLine[];
  includesShipping: boolean;
}

/** One line of an order: what was bought at the price paid then. */
export type OrderItem = Omit<CartItem, 'available' | 'onlyLeft' | 'exceedsStock'>;

/** Spec §3 Order. */
export interface Order {
  orderId: string;
  /** ISO 8601. */
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  email: string;
  items: OrderItem[];
  couponCode: string | null;
  discountCents: number;
  shippingCents: number;
  subtotalCents: number;
  totalCents: number;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  invoice: InvoiceDetails | null;
  shippingMethod: Pick<ShippingMethod, 'id' | 'label'>;
  paymentMethod: Pick<PaymentMethod, 'id' | 'label'>;
  /** Present while a bank transfer is awaited. */
  bankTransfer: BankTransferInstructions | null;
  /** The right of withdrawal from this order's contract. */
  withdrawal: OrderWithdrawal;
  /** Every move the order made, oldest first. */
  history: OrderHistoryEntry[];
  /** Its parcels, oldest first: empty until the first leaves. */
  shipments: OrderShipment[];
  /** Money given back, oldest first. */
  refunds: OrderRefund[];
}

/**
 * An order's right of withdrawal (EU Directive 2023/2673: a "withdraw from contract here"
 * function for the whole withdrawal period). The API computes the period (docs/checkout.md,
 * "Withdrawal"); pages only show it.
 */
export interface OrderWithdrawal {
  /** Whether the shopper may withdraw now: a paid order, inside its period, not withdrawn yet. */
  open: boolean;
  /**
   * The last moment a withdrawal is accepted (ISO 8601; the end of the period's last day, shop
   * time), or null for an order there is no contract to withdraw from (unpaid, cancelled).
   */
  deadline: string | null;
  /** When the shop received the shopper's withdrawal (ISO 8601), or null. */
  withdrawnAt: string | null;
  /**
   * The pieces the shopper said she sends back (the order's lines counted from 1): empty until
   * she withdraws.
   */
  lines: OrderShipmentLine[];
}

export interface WithdrawalResponse {
  /** What the page tells the shopper: received on … at …, acknowledgement sent to … */
  message: string;
  withdrawal: OrderWithdrawal;
}

/**
 * `GET /api/checkout/orders/{orderId}?access=&lang=`: one order for the success and error pages;
 * its owner's session or its access token opens it, anything else answers 404 (never 403, so an
 * order number reveals nothing). `GET /api/account/orders/{orderId}` (spec §7) answers the same
 * shape to the signed-in customer who placed it.
 */
export type OrderResponse = Order;

/** `GET /api/account/orders?page=`: the signed-in customer's orders, newest first. */
export interface OrderListResponse {
  orders: Pick<
    Order,
    'orderId' | 'createdAt' | 'status' | 'paymentStatus' | 'shippingStatus' | 'totalCents'
  >[];
  page: number;
  pageCount: number;
}
