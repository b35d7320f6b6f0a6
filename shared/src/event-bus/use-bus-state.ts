import { useCallback } from 'react';
import { useClientStore } from '../hydration/hydration-state';
import type { BusPayload, BusStateTopic } from '../contracts/events';
import { useEventBus } from './event-bus-context';

/**
 * The current value of a state topic; re-renders when it is published (in this tab or another).
 * Returns `fallback` (or `undefined`) until the owner has published a first value.
 */
export function useBusState<T extends BusStateTopic>(topic: T): BusPayload<T> | undefined;
export function useBusState<T extends BusStateTopic>(
  topic: T,
  fallback: BusPayload<T>,
): BusPayload<T>;
export function useBusState<T extends BusStateTopic>(
  topic: T,
  fallback?: BusPayload<T>,
): BusPayload<T> | undefined {
  const bus = useEventBus();
  const subscribe = useCallback(
    (onStoreChange: () => void) => bus.subscribe(topic, () => onStoreChange()),
    [bus, topic],
  );
  const getSnapshot = useCallback(() => bus.getSnapshot(topic), [bus, topic]);
  const value = useClientStore(subscribe, getSnapshot, noServerState);
  return value ?? fallback;
}

/**
 * The server never has bus state (auth, cart, page meta live in the shopper's tab), and a page it
 * rendered hydrates with what it showed: the value arrives in the render right after hydration.
 */
function noServerState(): undefined {
  return undefined;
}
