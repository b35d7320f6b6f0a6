import { EARLY_INPUT_GLOBAL, type EarlyInput } from '@shop/shared';

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInput;
  }
}

/**
 * Replays what the shopper did on the server's markup before React owned it
 * (`replay-early-input.ts`), loaded only once there is something to replay: most shoppers never
 * touch the page before it is hydrated, and their pages do without the code.
 */
export function startEarlyInputReplay(early = window[EARLY_INPUT_GLOBAL]): void {
  if (!early) return;
  const replay = () => {
    // Events recorded meanwhile wait in the list: the replay takes them all when it starts.
    early.drain = undefined;
    import('./replay-early-input').then(
      ({ replayEarlyInput }) => replayEarlyInput(early),
      () => {
        // Its code did not come: what was noted is let go, and nothing more waits behind it.
        early.events.length = 0;
      },
    );
  };
  if (early.events.length > 0) replay();
  else early.drain = replay;
}
