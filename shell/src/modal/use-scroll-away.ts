import { useEffect, useRef } from 'react';

/** A modal closes once the page has scrolled more than this share of the window height (spec §4). */
export const SCROLL_CLOSE_RATIO = 0.2;

/**
 * Calls `onScrollAway` when the page scrolls more than `ratio` × the window height away from where
 * it was when the hook mounted, up or down.
 */
export function useScrollAway(onScrollAway: () => void, ratio = SCROLL_CLOSE_RATIO): void {
  const handler = useRef(onScrollAway);
  useEffect(() => {
    handler.current = onScrollAway;
  });

  useEffect(() => {
    const start = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) > window.innerHeight * ratio) handler.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ratio]);
}
