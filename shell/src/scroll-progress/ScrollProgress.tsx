import { useEffect, useState } from 'react';

function scrolledFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
}

/**
 * A thin bar at the side of the page that fills as the shopper scrolls. Decorative.
 *
 * It measures only when the page scrolls or resizes, never on mount: reading the page's height
 * forces a layout, and on mount the page is still arriving (about 70 ms of a phone's main thread
 * at 4x slowdown, in the middle of the first render). A page that opens scrolled (a reload, Back)
 * gets a scroll event when the browser restores its position.
 */
export function ScrollProgress() {
  const [fraction, setFraction] = useState(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setFraction(scrolledFraction()));
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <div className="scroll-progress" aria-hidden="true">
      <div className="scroll-progress__fill" style={{ transform: `scaleY(${fraction})` }} />
    </div>
  );
}
