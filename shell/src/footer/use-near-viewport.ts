import { useEffect, useState } from 'react';

/**
 * Becomes true once the element given to `ref` comes within `margin` (in px) of the viewport, or
 * has been scrolled past, and stays true. `ref` is a callback ref, so an element that appears later (the footer's block, hidden on
 * the newsletter page, shows on the next page) is watched too. Where IntersectionObserver does
 * not exist it is true at once, so the content is never withheld.
 */
export function useNearViewport(margin = '400px'): {
  near: boolean;
  ref: (element: Element | null) => void;
} {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // A jump to the end of the page (End, a dragged scroll bar) can carry the element from below
    // the viewport to above it between two frames: it never intersects, yet it has been passed.
    const reach = Number.parseFloat(margin) || 0;
    const onScroll = () => {
      if (element.getBoundingClientRect().top <= window.innerHeight + reach) setNear(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [element, margin, near]);
  return { near, ref: setElement };
}
