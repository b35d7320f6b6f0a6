const watched = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function stopWatching(element: Element): void {
  watched.delete(element);
  observer?.unobserve(element);
  // Nothing left to watch: the observer goes too, and the next element watched makes a new one.
  if (watched.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

/**
 * Calls `onScreen` once, the first time `element` comes on the screen; the answer stops watching
 * it sooner. Every element watched shares one IntersectionObserver. Without one (an old browser),
 * nothing is called: the caller has another way to go on.
 */
export function whenOnScreen(element: Element, onScreen: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const seen = watched.get(entry.target);
      if (!entry.isIntersecting || !seen) continue;
      stopWatching(entry.target);
      seen();
    }
  });
  watched.set(element, onScreen);
  observer.observe(element);
  return () => {
    if (watched.get(element) === onScreen) stopWatching(element);
  };
}
