import { createContext, useContext, type ReactNode } from 'react';
import { getEventBus, type EventBus } from './event-bus';

const EventBusContext = createContext<EventBus | null>(null);

export interface EventBusProviderProps {
  bus: EventBus;
  children?: ReactNode;
}

/** Gives the hooks below a specific bus (tests, storybooks); without it they use the page-wide bus. */
export function EventBusProvider({ bus, children }: EventBusProviderProps) {
  return <EventBusContext.Provider value={bus}>{children}</EventBusContext.Provider>;
}

/** The bus of the nearest `EventBusProvider`, or the page-wide bus. */
export function useEventBus(): EventBus {
  return useContext(EventBusContext) ?? getEventBus();
}
