import { useClientStore, type CountryCode } from '@shop/shared';
import { readPreferenceCookie, writePreferenceCookie } from './preference-cookie';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readCookie = () => readPreferenceCookie();
const noServerPreference = () => null;

/** The shopper's country preference on this host; re-renders when `savePreference` changes it. */
export function usePreference(): CountryCode | null {
  return useClientStore(subscribe, readCookie, noServerPreference);
}

/** Stores the preference cookie and tells every `usePreference` reader. */
export function savePreference(code: CountryCode): void {
  writePreferenceCookie(code);
  for (const listener of listeners) listener();
}
