import { useEffect, useState } from 'react';
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
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) show();
          })
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      done = true;
      observer?.disconnect();
    };
  }, [target, shown]);
  return shown;
}
