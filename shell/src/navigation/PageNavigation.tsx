import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useBusState, VisuallyHidden } from '@shop/shared';
import { savedScrollPosition, saveScrollPosition } from './scroll-positions';

/** How long a restored position waits for the page to grow tall enough to reach it. */
const RESTORE_TIMEOUT_MS = 1500;

/**
 * Navigation that behaves like a site's: a new page starts at the top with focus on its main
 * region, and its title is announced to screen readers; Back and Forward return to where the
 * shopper had scrolled. A change of the query only (filters, sort) keeps the place.
 */
export function PageNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  const stopRestoring = useRef<() => void>(() => undefined);
  const [announcing, setAnnouncing] = useState<string | null>(null);
  const meta = useBusState('shell:page-meta');

  // Where the shopper last scrolled, and on which entry. Saved when leaving a page: by the time the
  // router has drawn the next page, a shorter one has already pulled window.scrollY up.
  const lastScroll = useRef<{ key: string; y: number } | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => () => stopRestoring.current(), []);

  useEffect(() => {
    const onScroll = () => {
      lastScroll.current = { key: currentKey.current, y: window.scrollY };
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => saveScrollPosition(location.key, window.scrollY);
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    currentKey.current = location.key;
    if (!from) {
      // A reload of this entry: back to where the shopper was. ("default" is the key of a tab's
      // first entry, which a different URL typed into the address bar gets too.)
      if (navigationType === 'POP' && location.key !== 'default') {
        stopRestoring.current = restoreScroll(location.key);
      }
      return;
    }
    if (from.key === location.key) return;
    stopRestoring.current();
    const left = lastScroll.current?.key === from.key ? lastScroll.current.y : window.scrollY;
    saveScrollPosition(from.key, left);
    if (from.pathname === location.pathname) return;

    setAnnouncing(location.pathname);
    if (navigationType === 'POP') {
      stopRestoring.current = restoreScroll(location.key);
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key, location.pathname, navigationType]);

  const title = announcing !== null && meta?.path === announcing ? meta.title : '';
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {title}
    </VisuallyHidden>
  );
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the saved position once the page is tall enough (its remote may still be loading).
 * Gives up when the shopper scrolls meanwhile, or when the returned function is called.
 */
function restoreScroll(key: string): () => void {
  const y = savedScrollPosition(key);
  if (y === null) return () => undefined;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    window.scrollTo(0, y);
    if (reachable || performance.now() - started >= RESTORE_TIMEOUT_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
