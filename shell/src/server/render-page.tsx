import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createQueryClient, type ServerFrameInput } from '@shop/shared';
import { serverPage } from './server-page';
import { manifestUrlsOf, registerServerRemotes } from './server-remotes';

/** Where a rendered page goes, piece by piece, as React streams it. */
export interface PageSink {
  write(html: string): void;
  end(): void;
}

export interface RenderPageOptions {
  /** Render the page region too, not only the frame around it. */
  withPage: boolean;
  /** The nonce the response's Content-Security-Policy lets React's inline scripts run with. */
  scriptNonce: string;
  /** How long the frame waits for the page's regions before it goes out without them. */
  frameHoldMs: number;
  /**
   * How long the page region may take after the frame went out. When it is up, every region still
   * waiting is sent empty and the browser renders it, as it does without server rendering.
   */
  regionDeadlineMs: number;
  /** A region failed on the server (its remote is down or threw): the browser renders it. */
  onRegionError?: (error: unknown) => void;
}

/**
 * The page as HTML for the root element, streamed. A page whose regions are ready at once (their
 * remotes loaded) goes out whole and in order, readable without JavaScript; one that waits for a
 * remote sends its frame after `frameHoldMs` and each region as it comes. Rejects when not even
 * the frame can be rendered; the server then sends the page for the browser to render.
 */
export function renderPage(
  input: ServerFrameInput,
  sink: PageSink,
  { withPage, scriptNonce, frameHoldMs, regionDeadlineMs, onRegionError }: RenderPageOptions,
): Promise<void> {
  void registerServerRemotes(manifestUrlsOf(input.runtimeConfig));
  const queryClient = createQueryClient();
  const page = serverPage(input, queryClient, withPage);

  return new Promise<void>((resolve, reject) => {
    let deadline: NodeJS.Timeout | undefined;
    let hold: NodeJS.Timeout | undefined;
    let piped = false;
    const finish = () => {
      clearTimeout(deadline);
      clearTimeout(hold);
      queryClient.clear();
    };
    const output = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        sink.write(chunk.toString());
        done();
      },
      final(done) {
        finish();
        sink.end();
        resolve();
        done();
      },
    });
    const pipe = () => {
      if (piped) return;
      piped = true;
      stream.pipe(output);
    };
    const stream = renderToPipeableStream(page, {
      nonce: scriptNonce,
      // A region that is ready goes out in its place however long it is, readable without
      // JavaScript (a crawler, a shopper with scripts off); only one still rendering streams later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        deadline = setTimeout(
          () => stream.abort(new Error(`the page region missed its ${regionDeadlineMs} ms`)),
          regionDeadlineMs,
        );
        hold = setTimeout(pipe, frameHoldMs);
      },
      onAllReady: pipe,
      onShellError(error) {
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        onRegionError?.(error);
      },
    });
  });
}
