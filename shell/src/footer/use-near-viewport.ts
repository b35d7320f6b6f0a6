import { useEffect, useState } from 'react';

/**
 * Becomes true once the element given to `ref` comes within `margin` of the viewport, and stays
 * true. `ref` is a callback ref, so an element that appears later (the footer's block, hidden on
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
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { near, ref: setElement };
}
