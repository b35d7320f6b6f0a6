import type { CDPSession } from '@playwright/test';
import type { ChainRequest } from './request-chain';

export interface RecordedRequest extends ChainRequest {
  url: string;
  status?: number;
  /** Bytes on the wire, headers included (`Network.loadingFinished.encodedDataLength`). */
  encodedBytes: number;
  /** Bytes after decompression (`Network.dataReceived.dataLength`, summed). */
  decodedBytes: number;
  failed: boolean;
  /** Script sources, kept to look for libraries that should not be there. */
  body?: string;
}

/**
 * Records every request of a page through the DevTools protocol: type, timing on the network's
 * monotonic clock, bytes on the wire and decoded, and the text of scripts. Also converts that
 * clock to wall time, so in-page timestamps can be placed among the requests.
 */
export class NetworkRecorder {
  readonly requests = new Map<string, RecordedRequest>();
  private inFlight = new Set<string>();
  private lastActivity = Date.now();
  /** wall-clock seconds minus monotonic seconds, from the first request. */
  private wallOffset: number | undefined;
  private pendingBodies: Promise<void>[] = [];

  constructor(private readonly cdp: CDPSession) {}

  async start(): Promise<void> {
    const { cdp } = this;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      this.wallOffset ??= event.wallTime - event.timestamp;
      // A redirect reuses the id: the chain counts the request that was finally answered.
      this.requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        sentAt: event.timestamp,
        encodedBytes: 0,
        decodedBytes: 0,
        failed: false,
      });
      this.touch(event.requestId, true);
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = this.requests.get(event.requestId);
      if (!request) return;
      request.type = event.type;
      request.status = event.response.status;
      this.touch(event.requestId, true);
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.decodedBytes += event.dataLength;
      this.touch(event.requestId, true);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) {
        request.finishedAt = event.timestamp;
        request.encodedBytes = event.encodedDataLength;
        if (request.type === 'Script') this.pendingBodies.push(this.keepBody(request));
      }
      this.touch(event.requestId, false);
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.failed = true;
      this.touch(event.requestId, false);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  }

  /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
  async idle(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(this.pendingBodies);
  }

  /** A wall-clock time in epoch milliseconds (from the page) on the network's clock. */
  toNetworkTime(epochMs: number): number {
    if (this.wallOffset === undefined) throw new Error('No request recorded yet');
    return epochMs / 1000 - this.wallOffset;
  }

  private touch(id: string, active: boolean): void {
    if (active) this.inFlight.add(id);
    else this.inFlight.delete(id);
    this.lastActivity = Date.now();
  }

  private async keepBody(request: RecordedRequest): Promise<void> {
    try {
      const { body, base64Encoded } = await this.cdp.send('Network.getResponseBody', {
        requestId: request.id,
      });
      request.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    } catch {
      // The body is gone (a navigation away); the library check then cannot see this script.
    }
  }
}
