import { useSyncExternalStore } from 'react';
import type { CheckoutAddress, InvoiceDetails, PaymentMethod, ShippingMethod } from '@shop/shared';

/**
 * What the shopper has entered so far, kept per tab in session storage so that Back, Forward
 * and a reload lose nothing, and forgotten with the tab. Card numbers never go in it: only the
 * single-use token the gateway gave for them and the masked number to show.
 */
export interface CheckoutDraft {
  email?: string;
  shippingAddress?: CheckoutAddress;
  /** null: billed to the shipping address. */
  billingAddress?: CheckoutAddress | null;
  invoice?: InvoiceDetails | null;
  shippingMethod?: ShippingMethod;
  paymentMethod?: PaymentMethod;
  card?: { token: string; display: string };
}

export const CHECKOUT_DRAFT_KEY = 'shop:checkout-draft';

const EMPTY: CheckoutDraft = Object.freeze({});
const listeners = new Set<() => void>();
let cache: { raw: string | null; draft: CheckoutDraft } = { raw: null, draft: EMPTY };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the checkout still works within the page.
    return null;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(CHECKOUT_DRAFT_KEY) : memory;
}

/** The tab's draft (the same object until it changes, as `useSyncExternalStore` needs). */
export function readDraft(): CheckoutDraft {
  const raw = readRaw();
  if (raw === cache.raw) return cache.draft;
  let draft: CheckoutDraft = EMPTY;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null) draft = parsed as CheckoutDraft;
    } catch {
      draft = EMPTY;
    }
  }
  cache = { raw, draft };
  return draft;
}

/** Merges `changes` into the draft (a field set to `undefined` is forgotten). */
export function updateDraft(changes: Partial<CheckoutDraft>): void {
  const next = JSON.stringify({ ...readDraft(), ...changes });
  const store = storage();
  if (store) {
    try {
      store.setItem(CHECKOUT_DRAFT_KEY, next);
    } catch {
      memory = next;
    }
  } else {
    memory = next;
  }
  for (const listener of listeners) listener();
}

/** Forgets the draft: the order holds everything now. */
export function clearDraft(): void {
  storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  memory = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The server renders no draft: it lives in the shopper's tab. */
const serverDraft = () => EMPTY;

/**
 * The draft and whether it has been read: false on the server and in the render that hydrates,
 * so a page waits for it before deciding anything from it.
 */
export function useCheckoutDraft(): { draft: CheckoutDraft; ready: boolean } {
  const draft = useSyncExternalStore(subscribe, readDraft, serverDraft);
  const ready = useSyncExternalStore(subscribe, isClient, isServer);
  return { draft, ready };
}

const isClient = () => true;
const isServer = () => false;
