import type { BusChannel, BusChannelFactory } from '../src/event-bus/event-bus';

/**
 * An in-memory stand-in for the browser's BroadcastChannel: every channel of the same hub and
 * name receives the others' messages (never its own), asynchronously and as copies,
 * like tabs of one origin.
 */
export class FakeBroadcastHub {
  private readonly channels = new Set<FakeChannel>();
  readonly posted: { name: string; message: unknown }[] = [];

  /** A factory for `createEventBus({ createChannel })`: one per simulated tab. */
  readonly factory: BusChannelFactory = (name) => {
    const channel = new FakeChannel(name, this);
    this.channels.add(channel);
    return channel;
  };

  deliver(from: FakeChannel, message: unknown): void {
    this.posted.push({ name: from.name, message });
    // jsdom has no structuredClone; bus payloads are plain JSON data.
    const copy: unknown = JSON.parse(JSON.stringify(message) ?? 'null');
    for (const channel of this.channels) {
      if (channel === from || channel.name !== from.name || channel.closed) continue;
      queueMicrotask(() => {
        if (!channel.closed) channel.onmessage?.(new MessageEvent('message', { data: copy }));
      });
    }
  }

  remove(channel: FakeChannel): void {
    this.channels.delete(channel);
  }
}

class FakeChannel implements BusChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;

  constructor(
    readonly name: string,
    private readonly hub: FakeBroadcastHub,
  ) {}

  postMessage(message: unknown): void {
    if (this.closed) throw new Error('InvalidStateError: channel is closed');
    this.hub.deliver(this, message);
  }

  close(): void {
    this.closed = true;
    this.hub.remove(this);
  }
}

/** Lets queued channel deliveries run. */
export function flushMessages(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
