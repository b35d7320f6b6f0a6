import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec §9: the top message bar moves every 5000 ms. */
export const TOP_BAR_AUTOPLAY_MS = 5000;

/**
 * The index of the slide to show among `count`, moving on every `delayMs` and looping, except
 * while `paused`, with a single slide, or for shoppers who asked for reduced motion.
 */
export function useCarousel(count: number, paused: boolean, delayMs = TOP_BAR_AUTOPLAY_MS) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), delayMs);
    return () => clearInterval(timer);
  }, [autoplay, count, delayMs]);

  const current = count > 0 ? index % count : 0;
  return {
    index: current,
    autoplay,
    next: () => setIndex((current + 1) % count),
    previous: () => setIndex((current - 1 + count) % count),
  };
}
