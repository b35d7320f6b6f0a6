import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Which slide of a sideways-scrolling track fills it (one slide a track's width), kept as the
 * shopper swipes; and a way to bring one into view, smoothly unless they asked for less motion.
 */
export function useSlideInView(
  trackRef: RefObject<HTMLElement | null>,
  count: number,
): [number, (index: number, behavior?: ScrollBehavior) => void] {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      const width = track.clientWidth;
      if (width > 0)
        setShown(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / width))));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [trackRef, count]);

  const show = useCallback(
    (index: number, behavior?: ScrollBehavior) => {
      const track = trackRef.current;
      if (!track) return;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({
        left: index * track.clientWidth,
        behavior: behavior ?? (reduceMotion ? 'instant' : 'smooth'),
      });
      // A track that cannot scroll (a test's, or one picture wide) still tells where it is.
      setShown(index);
    },
    [trackRef],
  );
  return [shown, show];
}
