import { useEffect, useState } from 'react';
import { whenOnScreen } from './on-screen';
import { pageIdle } from './page-idle';

/**
 * Whether something held back at first (`held`) may now show: once the page is idle, or as soon
 * as `target()` is on the screen, whichever comes first. The server and the first render agree
 * (held), so hydrating changes nothing; a held element on the first screen shows on hydrating.
 */
export function useShownOnceIdle(target: () => Element | null | undefined, held: boolean): boolean {
  const [shown, setShown] = useState(!held);
  useEffect(() => {
    if (shown) return undefined;
    let done = false;
    const show = () => {
      if (!done) setShown(true);
    };
    void pageIdle().then(show);
    const element = target();
    const stopWatching = element ? whenOnScreen(element, show) : undefined;
    return () => {
      done = true;
      stopWatching?.();
    };
  }, [target, shown]);
  return shown;
}
