import { useCallback, useState } from 'react';

/**
 * Becomes true once the element given to `ref` comes within `margin` (in px) of the viewport, or
 * has been scrolled past, and stays true. `ref` is a callback ref, so an element that appears
 * later (the footer's block, hidden on the newsletter page, shows on the next page) is watched
 * too. Where IntersectionObserver does not exist it is true at once, so the content is never
 * withheld.
 *
 * The ref watches the element itself rather than putting it in state: a state update from a ref
 * is a synchronous re-render inside React's commit, which on a page the server rendered made the
 * hydration's commit one long task.
 */
export function useNearViewport(margin = '400px'): {
  near: boolean;
  ref: (element: Element | null) => (() => void) | undefined;
} {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) =>
      element ? watchApproach(element, margin, () => setNear(true)) : undefined,
    [margin],
  );
  return { near, ref };
}

/** Calls `onNear` once `element` is within `margin` of the viewport; returns the way to stop. */
function watchApproach(element: Element, margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const reachedNow = () => {
    stop();
    onNear();
  };
  // A jump to the end of the page (End, a dragged scroll bar) can carry the element from below
  // the viewport to above it between two frames: it never intersects, yet it has been passed. The
  // shopper may also have scrolled past it before the page's scripts ran (a page the server
  // painted): the observer's first report, as it starts watching, tells where it is.
  const reach = Number.parseFloat(margin) || 0;
  const passed = (top: number) => top <= window.innerHeight + reach;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting || passed(entry.boundingClientRect.top)))
        reachedNow();
    },
    { rootMargin: margin },
  );
  const onScroll = () => {
    if (passed(element.getBoundingClientRect().top)) reachedNow();
  };
  function stop() {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
  }
  observer.observe(element);
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}
