import {
  BUS_CONTRACT_VERSION,
  isBusStateTopic,
  isCrossTabTopic,
  type BusPayload,
  type BusStateTopic,
  type BusTopic,
} from '../contracts/events';
import { isValidBusPayload } from '../contracts/payload-guards';
import { uniqueId } from './unique-id';

export type BusListener<T extends BusTopic> = (payload: BusPayload<T>) => void;

/** The subset of `BroadcastChannel` the bus uses; lets tests pass a fake pair. */
export interface BusChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export type BusChannelFactory = (name: string) => BusChannel;

export interface EventBusOptions {
  /**
   * Opens the cross-tab channel. Defaults to `new BroadcastChannel(name)` when the global exists;
   * pass `null` to keep the bus local to this page.
   */
  createChannel?: BusChannelFactory | null;
  /** Name of the cross-tab channel; every bus of the same origin with this name stays in sync. */
  channelName?: string;
  /** Called when a listener throws; the other listeners still run. Defaults to `reportError`. */
  onListenerError?: (error: unknown, topic: BusTopic) => void;
  /**
   * Called when a payload does not have its topic's shape (published here or received from another
   * tab); the payload is dropped and the topic keeps its last good value. Defaults to `reportError`
   * with an `InvalidBusPayloadError` naming the topic.
   */
  onInvalidPayload?: (error: InvalidBusPayloadError) => void;
}

/** Where a dropped payload came from. */
export type PayloadSource = 'publish' | 'other-tab';

/** A payload that broke its topic's contract; it was dropped, never delivered. */
export class InvalidBusPayloadError extends Error {
  override name = 'InvalidBusPayloadError';
  constructor(
    readonly topic: string,
    readonly source: PayloadSource,
    readonly payload: unknown,
  ) {
    super(
      `Dropped a payload on "${topic}" ${source === 'publish' ? 'published in this page' : 'from another tab'}: it does not have the topic's shape.`,
    );
  }
}

/** The typed publish/subscribe bus through which packages talk (see `contracts/events.ts`). */
export interface EventBus {
  /**
   * Delivers `payload` to the topic's listeners; a state topic also keeps it and syncs other tabs.
   * A payload without the topic's shape (see `contracts/payload-guards.ts`) is dropped and reported.
   */
  publish<T extends BusTopic>(topic: T, payload: BusPayload<T>): void;
  /**
   * Listens to a topic. On a state topic that already has a value, the listener is called with it
   * at once. Returns the function that stops listening.
   */
  subscribe<T extends BusTopic>(topic: T, listener: BusListener<T>): () => void;
  /**
   * Gives a state topic its first value in this page only (not sent to other tabs, where it may
   * be older than what they hold), unless someone already published one. Returns whether it did.
   */
  seed<T extends BusStateTopic>(topic: T, payload: BusPayload<T>): boolean;
  /** The last value of a state topic, or `undefined` before anyone published it. */
  getSnapshot<T extends BusStateTopic>(topic: T): BusPayload<T> | undefined;
  /** Closes the cross-tab channel and drops every listener and value. */
  close(): void;
}

export const DEFAULT_BUS_CHANNEL_NAME = `shop-event-bus:v${BUS_CONTRACT_VERSION}`;

const MESSAGE_SOURCE = 'shop-event-bus';

interface SyncMessage {
  source: typeof MESSAGE_SOURCE;
  version: number;
  sender: string;
  topic: BusStateTopic;
  payload: unknown;
}

function isSyncMessage(data: unknown): data is SyncMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<SyncMessage>;
  return (
    message.source === MESSAGE_SOURCE &&
    message.version === BUS_CONTRACT_VERSION &&
    typeof message.sender === 'string' &&
    typeof message.topic === 'string' &&
    isBusStateTopic(message.topic)
  );
}

function defaultChannelFactory(): BusChannelFactory | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return (name) => new BroadcastChannel(name);
}

function report(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

type AnyListener = (payload: unknown) => void;

/** Creates a bus. Most code wants the page-wide one from `getEventBus()` instead. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const {
    channelName = DEFAULT_BUS_CHANNEL_NAME,
    onListenerError = report,
    onInvalidPayload = report,
  } = options;
  const createChannel =
    options.createChannel === undefined ? defaultChannelFactory() : options.createChannel;

  const listeners = new Map<BusTopic, Set<AnyListener>>();
  const states = new Map<BusStateTopic, unknown>();
  const sender = uniqueId();
  let channel: BusChannel | null = null;

  const deliver = (topic: BusTopic, payload: unknown): void => {
    const set = listeners.get(topic);
    if (!set) return;
    for (const listener of [...set]) {
      // A listener removed by an earlier one during this delivery is not called.
      if (!set.has(listener)) continue;
      try {
        listener(payload);
      } catch (error) {
        onListenerError(error, topic);
      }
    }
  };

  const setState = (topic: BusStateTopic, payload: unknown): void => {
    states.set(topic, payload);
    deliver(topic, payload);
  };

  if (createChannel) {
    try {
      channel = createChannel(channelName);
      channel.onmessage = (event: MessageEvent) => {
        const data: unknown = event.data;
        // Remote values are applied locally only, never re-broadcast: no echo loops.
        if (!isSyncMessage(data) || data.sender === sender || !isCrossTabTopic(data.topic)) return;
        // Another tab may run an older or broken build: its state is checked like any publish.
        if (isValidBusPayload(data.topic, data.payload)) setState(data.topic, data.payload);
        else onInvalidPayload(new InvalidBusPayloadError(data.topic, 'other-tab', data.payload));
      };
    } catch {
      channel = null;
    }
  }

  const broadcast = (topic: BusStateTopic, payload: unknown): void => {
    if (!channel) return;
    const message: SyncMessage = {
      source: MESSAGE_SOURCE,
      version: BUS_CONTRACT_VERSION,
      sender,
      topic,
      payload,
    };
    try {
      channel.postMessage(message);
    } catch (error) {
      // A payload that cannot be cloned stays local to this tab.
      onListenerError(error, topic);
    }
  };

  return {
    publish(topic, payload) {
      if (!isValidBusPayload(topic, payload)) {
        onInvalidPayload(new InvalidBusPayloadError(topic, 'publish', payload));
        return;
      }
      if (isBusStateTopic(topic)) {
        setState(topic, payload);
        if (isCrossTabTopic(topic)) broadcast(topic, payload);
      } else {
        deliver(topic, payload);
      }
    },

    seed(topic, payload) {
      if (states.has(topic)) return false;
      if (!isValidBusPayload(topic, payload)) {
        onInvalidPayload(new InvalidBusPayloadError(topic, 'publish', payload));
        return false;
      }
      setState(topic, payload);
      return true;
    },

    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      // Wrap so the same function subscribed twice gets two independent subscriptions.
      const entry: AnyListener = (payload) => listener(payload as BusPayload<typeof topic>);
      set.add(entry);
      if (isBusStateTopic(topic) && states.has(topic)) {
        try {
          entry(states.get(topic));
        } catch (error) {
          onListenerError(error, topic);
        }
      }
      return () => {
        set.delete(entry);
      };
    },

    getSnapshot(topic) {
      return states.get(topic) as BusPayload<typeof topic> | undefined;
    },

    close() {
      if (channel) {
        channel.onmessage = null;
        channel.close();
        channel = null;
      }
      listeners.clear();
      states.clear();
    },
  };
}

/** Key of the page-wide bus on `globalThis`; versioned so incompatible copies never share one. */
export const EVENT_BUS_GLOBAL_KEY = Symbol.for(`@shop/shared/event-bus/v${BUS_CONTRACT_VERSION}`);

type BusGlobal = typeof globalThis & { [EVENT_BUS_GLOBAL_KEY]?: EventBus };

/**
 * The page-wide bus. It lives on `globalThis`, so every remote gets the same instance even if a
 * second copy of this module was loaded.
 */
export function getEventBus(): EventBus {
  const holder = globalThis as BusGlobal;
  let bus = holder[EVENT_BUS_GLOBAL_KEY];
  if (!bus) {
    bus = createEventBus();
    holder[EVENT_BUS_GLOBAL_KEY] = bus;
  }
  return bus;
}

/** Closes and forgets the page-wide bus; the next `getEventBus()` makes a fresh one. For tests. */
export function resetEventBus(): void {
  const holder = globalThis as BusGlobal;
  holder[EVENT_BUS_GLOBAL_KEY]?.close();
  Reflect.deleteProperty(holder, EVENT_BUS_GLOBAL_KEY);
}
