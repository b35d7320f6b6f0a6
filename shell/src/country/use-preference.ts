import { useSyncExternalStore } from 'react';
import type { CountryCode } from '@shop/shared';
import { readPreferenceCookie, writePreferenceCookie } from './preference-cookie';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readCookie = () => readPreferenceCookie();

/** The shopper's country preference on this host; re-renders when `savePreference` changes it. */
export function usePreference(): CountryCode | null {
  return useSyncExternalStore(subscribe, readCookie, () => null);
}

/** Stores the preference cookie and tells every `usePreference` reader. */
export function savePreference(code: CountryCode): void {
  writePreferenceCookie(code);
  for (const listener of listeners) listener();
}
