import { useEffect, useState, type RefObject } from 'react';
import { pageIdle } from './page-idle';

/**
 * Whether an element held back at first (`held`) may now show: once the page is idle, or as soon
 * as it is on the screen, whichever comes first. The server and the first render agree (held),
 * so hydrating changes nothing; a held element on the first screen shows on hydrating.
 */
export function useShownOnceIdle(ref: RefObject<Element | null>, held: boolean): boolean {
  const [shown, setShown] = useState(!held);
  useEffect(() => {
    if (shown) return undefined;
    let done = false;
    const show = () => {
      if (!done) setShown(true);
    };
    void pageIdle().then(show);
    const element = ref.current;
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
  }, [ref, shown]);
  return shown;
}
