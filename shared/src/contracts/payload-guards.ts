import * as v from 'valibot';
import {
  AddToCartCommand,
  AuthSummary,
  CartNotification,
  CartSummary,
  CheckoutStepsState,
  ClearCartCommand,
  LocaleState,
  LogOutCommand,
  ReceiveCartCommand,
  ReorderCommand,
  WishlistSummary,
  type BusPayload,
  type BusTopic,
} from './events';
import { PageMeta } from './page-meta';

/** One schema per topic; the bus checks every payload with it where the payload enters. */
export const BUS_PAYLOAD_SCHEMAS: { [T in BusTopic]: v.GenericSchema<BusPayload<T>> } = {
  'account:auth': AuthSummary,
  'checkout:cart': CartSummary,
  'catalogue:wishlist': WishlistSummary,
  'checkout:steps': CheckoutStepsState,
  'shell:locale': LocaleState,
  'shell:page-meta': PageMeta,
  'checkout:add-to-cart': AddToCartCommand,
  'checkout:clear-cart': ClearCartCommand,
  'checkout:reorder': ReorderCommand,
  'checkout:receive-cart': ReceiveCartCommand,
  'account:log-out': LogOutCommand,
  'checkout:cart-notification': CartNotification,
};

/** Whether `payload` has the shape `topic` promises; an unknown topic never does. */
export function isValidBusPayload<T extends BusTopic>(
  topic: T,
  payload: unknown,
): payload is BusPayload<T> {
  if (!Object.hasOwn(BUS_PAYLOAD_SCHEMAS, topic)) return false;
  return v.is(BUS_PAYLOAD_SCHEMAS[topic], payload);
}

/** Whether an untrusted value (another team's code, another tab) is a checkout step's state. */
export function isCheckoutStepsState(value: unknown): value is CheckoutStepsState {
  return isValidBusPayload('checkout:steps', value);
}
