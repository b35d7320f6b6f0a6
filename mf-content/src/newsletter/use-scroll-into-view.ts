import { useEffect, type RefObject } from 'react';

/**
 * Smoothly scrolls `ref`'s element to the middle of the view whenever `trigger` changes to a
 * truthy value. Does nothing where the DOM has no scrolling (jsdom).
 */
export function useScrollIntoView(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (!trigger || !element || typeof element.scrollIntoView !== 'function') return;
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [ref, trigger]);
}
