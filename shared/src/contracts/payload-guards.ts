import type {
  AddToCartCommand,
  AuthSummary,
  BusPayload,
  BusTopic,
  CartNotification,
  CartNotificationKind,
  CartSummary,
  ClearCartCommand,
  ClearCartReason,
  LocaleState,
  LogOutCommand,
  ReorderCommand,
} from './events';
import { isCheckoutStepsState } from './checkout-steps';
import { isLocale } from './locale';
import { isPageMeta, isSameSitePath } from './page-meta';
import {
  isBoolean,
  isNonNegativeInteger,
  isOneOf,
  isOptional,
  isPlainRecord,
  isString,
} from './shape-guards';

/** Checks that an untrusted value (from another team's code or another tab) has a topic's shape. */
export type PayloadGuard<T> = (value: unknown) => value is T;

export function isAuthSummary(value: unknown): value is AuthSummary {
  return (
    isPlainRecord(value) &&
    isBoolean(value.isLoggedIn) &&
    isBoolean(value.isLoading) &&
    isBoolean(value.isGuest) &&
    (value.firstName === null || isString(value.firstName)) &&
    isSameSitePath(value.loginRedirect)
  );
}

export function isCartSummary(value: unknown): value is CartSummary {
  return (
    isPlainRecord(value) &&
    isNonNegativeInteger(value.itemCount) &&
    isNonNegativeInteger(value.subtotalCents) &&
    isBoolean(value.isLoading)
  );
}

export function isLocaleState(value: unknown): value is LocaleState {
  return isPlainRecord(value) && isLocale(value.locale);
}

const isNonEmptyString = (value: unknown): value is string => isString(value) && value !== '';

export function isAddToCartCommand(value: unknown): value is AddToCartCommand {
  return (
    isPlainRecord(value) &&
    isNonEmptyString(value.productId) &&
    isString(value.colour) &&
    isNonEmptyString(value.size) &&
    isNonNegativeInteger(value.quantity) &&
    value.quantity > 0
  );
}

const CLEAR_CART_REASONS = [
  'country-changed',
  'user',
] as const satisfies readonly ClearCartReason[];

export function isClearCartCommand(value: unknown): value is ClearCartCommand {
  return isPlainRecord(value) && isOneOf(CLEAR_CART_REASONS)(value.reason);
}

export function isReorderCommand(value: unknown): value is ReorderCommand {
  return isPlainRecord(value) && isNonEmptyString(value.orderId) && value.orderId.length <= 40;
}

export function isLogOutCommand(value: unknown): value is LogOutCommand {
  return isPlainRecord(value) && Object.keys(value).length === 0;
}

const CART_NOTIFICATION_KINDS = [
  'added',
  'removed',
  'quantity-changed',
  'refused',
] as const satisfies readonly CartNotificationKind[];

export function isCartNotification(value: unknown): value is CartNotification {
  return (
    isPlainRecord(value) &&
    isOneOf(CART_NOTIFICATION_KINDS)(value.kind) &&
    isOptional(value.message, isString)
  );
}

/** One guard per topic; the bus checks every payload with it where the payload enters. */
export const BUS_PAYLOAD_GUARDS: { [T in BusTopic]: PayloadGuard<BusPayload<T>> } = {
  'account:auth': isAuthSummary,
  'checkout:cart': isCartSummary,
  'checkout:steps': isCheckoutStepsState,
  'shell:locale': isLocaleState,
  'shell:page-meta': isPageMeta,
  'checkout:add-to-cart': isAddToCartCommand,
  'checkout:clear-cart': isClearCartCommand,
  'checkout:reorder': isReorderCommand,
  'account:log-out': isLogOutCommand,
  'checkout:cart-notification': isCartNotification,
};

/** Whether `payload` has the shape `topic` promises; an unknown topic never does. */
export function isValidBusPayload<T extends BusTopic>(
  topic: T,
  payload: unknown,
): payload is BusPayload<T> {
  if (!Object.hasOwn(BUS_PAYLOAD_GUARDS, topic)) return false;
  const guard = BUS_PAYLOAD_GUARDS[topic] as PayloadGuard<BusPayload<T>>;
  return guard(payload);
}
