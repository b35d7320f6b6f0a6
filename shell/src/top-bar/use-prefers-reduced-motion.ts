import { useClientStore } from '@shop/shared';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (typeof query?.addEventListener !== 'function') return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;

// On the server (and while hydrating) nothing moves until the browser has answered.
const getServerSnapshot = () => true;

/** Whether the shopper asked for reduced motion; follows changes, never reads `window` on the server. */
export function usePrefersReducedMotion(): boolean {
  return useClientStore(subscribe, getSnapshot, getServerSnapshot);
}
