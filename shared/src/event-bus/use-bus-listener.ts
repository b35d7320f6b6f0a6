import { useEffect, useEffectEvent } from 'react';
import type { BusPayload, BusTopic } from '../contracts/events';
import { useEventBus } from './event-bus-context';

/**
 * Calls `handler` for every payload published on `topic` while the component is mounted: the
 * way to receive commands and notifications. The latest `handler` is always used, so it needs no
 * memoising. On a state topic the current value is delivered at once, like `subscribe`.
 */
export function useBusListener<T extends BusTopic>(
  topic: T,
  handler: (payload: BusPayload<T>) => void,
): void {
  const bus = useEventBus();
  const onPayload = useEffectEvent(handler);
  useEffect(() => bus.subscribe(topic, (payload) => onPayload(payload)), [bus, topic]);
}
