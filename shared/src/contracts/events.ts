import * as v from 'valibot';
import { CART_MOVE_TOKEN_PATTERN } from './cart';
import { LOCALES } from './locale';
import { shopPath, type PageMeta } from './page-meta';
import { isPlainRecord } from './shape-guards';

// Each payload is one schema: its type, and the check the bus runs where a payload enters (from
// another team's code, or another tab). These few parts of valibot ship in every page.

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * Version of the event-bus contract. Bump it when a topic's payload changes in a way that is not
 * backwards compatible; the page-wide bus is keyed by it, so two incompatible copies never mix.
 */
export const BUS_CONTRACT_VERSION = 1;

/** What the shell and the other remotes may know about the shopper's session. Owned by `mf-account`. */
export const AuthSummary = v.object({
  isLoggedIn: v.boolean(),
  /** True while the auto-login call is pending (initially true). */
  isLoading: v.boolean(),
  isGuest: v.boolean(),
  /** The shopper's first name, for the header badge; `null` when unknown or logged out. */
  firstName: v.nullable(v.string()),
  /** Path to send the shopper to after login or when a guard redirects; default "/". */
  loginRedirect: shopPath,
});
export type AuthSummary = v.InferOutput<typeof AuthSummary>;

/** What the shell and the other remotes may know about the cart. Owned by `mf-checkout`. */
export const CartSummary = v.object({
  /** Total quantity of all items (the header badge), not the number of lines. */
  itemCount: count,
  subtotalCents: count,
  /** True until the cart has been read once; a change on its way leaves the count standing. */
  isLoading: v.boolean(),
});
export type CartSummary = v.InferOutput<typeof CartSummary>;

/**
 * What the shell may know about the wishlist: the header's count. Owned by `mf-catalogue`, which
 * keeps the list (a visitor's in the browser, a customer's on the server).
 */
export const WishlistSummary = v.object({
  /** Entries on the list (a product in one colour each). */
  count,
  /** True until the list has been read once. */
  isLoading: v.boolean(),
});
export type WishlistSummary = v.InferOutput<typeof WishlistSummary>;

/** "" (no such step) or a path on the shop. */
const stepPath = v.union([v.literal(''), shopPath]);

/**
 * Where the shopper is in checkout (spec §4: Cart, Personal Info, Shipping, Payment, Review), so
 * the shell's slim header can offer "back to the previous step" and a progress bar can show the
 * steps. Owned by `mf-checkout`: each page of the checkout publishes it when it shows. Per tab:
 * two tabs may be on two different steps.
 */
export const CheckoutStepsState = v.pipe(
  v.object({
    /** The steps' labels in order, in the shopper's language. */
    steps: v.pipe(v.array(v.string()), v.nonEmpty()),
    /** 0-based index into `steps` of the page being shown. */
    currentStep: count,
    /**
     * Path of the previous step ("/checkout", "/en/checkout"), or "" on the first step. A path
     * without a locale prefix is shown in the shopper's locale; one off the shop is refused.
     */
    prevStep: stepPath,
    /** Label of the previous step, for the back button; "" when there is none. */
    prevStepLabel: v.string(),
    /** Path of the next step, or "" on the last step. Same rules as `prevStep`. */
    nextStep: stepPath,
    nextStepLabel: v.string(),
  }),
  v.check((state) => state.currentStep < state.steps.length),
);
export type CheckoutStepsState = v.InferOutput<typeof CheckoutStepsState>;

/** The page's current locale. Owned by `shell`. */
export const LocaleState = v.object({ locale: v.picklist(LOCALES) });
export type LocaleState = v.InferOutput<typeof LocaleState>;

const nonEmptyText = v.pipe(v.string(), v.nonEmpty());

/**
 * The id a command's sender gives it (see `newCommandId`); the owner's notification about that
 * command carries it back, so the sender knows the outcome is its own and not another tab's or
 * another button's.
 */
const commandId = v.optional(v.pipe(nonEmptyText, v.maxLength(64)));

/** Command to `mf-checkout`: put a product variant in the cart. */
export const AddToCartCommand = v.object({
  productId: nonEmptyText,
  colour: v.string(),
  size: nonEmptyText,
  quantity: v.pipe(count, v.minValue(1)),
  commandId,
});
export type AddToCartCommand = v.InferOutput<typeof AddToCartCommand>;

/**
 * Command to `mf-checkout`: put an earlier order's lines back in the cart (`POST /api/cart/reorder`,
 * the order's owner only), as many as the stock allows. Answered like an addition: `added` (with
 * the server's message), or `refused` with its message.
 */
export const ReorderCommand = v.object({
  /** The order's public number, e.g. "IT-2026-000042". */
  orderId: v.pipe(nonEmptyText, v.maxLength(40)),
  commandId,
});
export type ReorderCommand = v.InferOutput<typeof ReorderCommand>;

/**
 * Command to `mf-checkout`: take the cart the other store handed over (`POST /api/cart/arrive`);
 * the shell sends it when a page opens with `?cart=<token>`. Answered on
 * `checkout:cart-notification` with the server's message, which says what stayed behind.
 */
export const ReceiveCartCommand = v.object({
  token: v.pipe(v.string(), v.regex(CART_MOVE_TOKEN_PATTERN)),
  commandId,
});
export type ReceiveCartCommand = v.InferOutput<typeof ReceiveCartCommand>;

/** Why the cart is being emptied. */
export const CLEAR_CART_REASONS = ['country-changed', 'user'] as const;
export type ClearCartReason = (typeof CLEAR_CART_REASONS)[number];

/** Command to `mf-checkout`: empty the cart (e.g. after the destination country changed). */
export const ClearCartCommand = v.object({ reason: v.picklist(CLEAR_CART_REASONS) });
export type ClearCartCommand = v.InferOutput<typeof ClearCartCommand>;

/** Command to `mf-account`: log the shopper out. Carries no data. */
export type LogOutCommand = Record<string, never>;
export const LogOutCommand = v.custom<LogOutCommand>(
  (value) => isPlainRecord(value) && Object.keys(value).length === 0,
);

/**
 * What just happened to the cart, so any remote can show the matching toast: a change that
 * succeeded (spec §4: added and quantity changed are successes, removed a warning), or one the
 * server refused (the size sold out meanwhile, the stock ran short).
 */
export const CART_NOTIFICATION_KINDS = ['added', 'removed', 'quantity-changed', 'refused'] as const;
export type CartNotificationKind = (typeof CART_NOTIFICATION_KINDS)[number];

/** Notification from `mf-checkout` after a cart change. */
export const CartNotification = v.object({
  kind: v.picklist(CART_NOTIFICATION_KINDS),
  /**
   * For `refused`: the server's message, in the shopper's language. For the others, when present,
   * the text to show instead of the kind's usual one (a reorder's "the products of your order are
   * back in your cart").
   */
  message: v.optional(v.string()),
  /** The `commandId` of the command this is the outcome of; absent for changes made otherwise. */
  commandId,
});
export type CartNotification = v.InferOutput<typeof CartNotification>;

/**
 * State topics: the bus keeps the last value and replays it to late subscribers, and re-publishes
 * it in the shopper's other tabs. Topic names are namespaced by the owning package.
 */
export interface BusStateTopics {
  'account:auth': AuthSummary;
  'checkout:cart': CartSummary;
  'catalogue:wishlist': WishlistSummary;
  /** The checkout step being shown and its neighbours; per tab. */
  'checkout:steps': CheckoutStepsState;
  'shell:locale': LocaleState;
  /** The current page's head data and whether it exists; per tab. */
  'shell:page-meta': PageMeta;
}

/** Commands: a request to the owning package to do something; delivered once, never replayed. */
export interface BusCommandTopics {
  'checkout:add-to-cart': AddToCartCommand;
  'checkout:clear-cart': ClearCartCommand;
  'checkout:reorder': ReorderCommand;
  'checkout:receive-cart': ReceiveCartCommand;
  'account:log-out': LogOutCommand;
}

/** Notifications: something that happened; delivered once, never replayed. */
export interface BusNotificationTopics {
  'checkout:cart-notification': CartNotification;
}

/** Every topic of the bus and the payload it carries. */
export type BusTopicMap = BusStateTopics & BusCommandTopics & BusNotificationTopics;

export type BusTopic = keyof BusTopicMap;
export type BusStateTopic = keyof BusStateTopics;
export type BusCommandTopic = keyof BusCommandTopics;
export type BusNotificationTopic = keyof BusNotificationTopics;
/** Topics delivered once and never replayed (commands and notifications). */
export type BusEventTopic = BusCommandTopic | BusNotificationTopic;

/** The payload type of one topic. */
export type BusPayload<T extends BusTopic> = BusTopicMap[T];

/** The state topics, at run time (for replay and cross-tab sync). */
export const BUS_STATE_TOPICS = [
  'account:auth',
  'checkout:cart',
  'catalogue:wishlist',
  'checkout:steps',
  'shell:locale',
  'shell:page-meta',
] as const satisfies readonly BusStateTopic[];

/**
 * The shopper's state, the same in every tab: re-published in the other tabs of the origin.
 * Locale, page data and the checkout step belong to one tab's URL and stay in it.
 */
export const CROSS_TAB_STATE_TOPICS = [
  'account:auth',
  'checkout:cart',
  'catalogue:wishlist',
] as const satisfies readonly BusStateTopic[];

/** Whether a state topic is kept in step across the shopper's tabs. */
export function isCrossTabTopic(topic: string): boolean {
  return (CROSS_TAB_STATE_TOPICS as readonly string[]).includes(topic);
}

/** Whether a topic carries state (replayed and synced across tabs). */
export function isBusStateTopic(topic: string): topic is BusStateTopic {
  return (BUS_STATE_TOPICS as readonly string[]).includes(topic);
}

/** Initial auth summary before `mf-account` has published anything: logged out, auto-login pending. */
export const INITIAL_AUTH_SUMMARY: AuthSummary = {
  isLoggedIn: false,
  isLoading: true,
  isGuest: false,
  firstName: null,
  loginRedirect: '/',
};

/** A shopper nobody is signed in as, once auth has answered (or could not be asked). */
export const LOGGED_OUT_AUTH_SUMMARY: AuthSummary = {
  ...INITIAL_AUTH_SUMMARY,
  isLoading: false,
};

/** Initial cart summary before `mf-checkout` has published anything: empty, loading. */
export const INITIAL_CART_SUMMARY: CartSummary = {
  itemCount: 0,
  subtotalCents: 0,
  isLoading: true,
};

/** Initial wishlist summary before `mf-catalogue` has published anything: empty, loading. */
export const INITIAL_WISHLIST_SUMMARY: WishlistSummary = { count: 0, isLoading: true };
