import { useEffect, useRef } from 'react';

/**
 * Calls `onBack` when the browser goes back or forward in the history while mounted, so a dialog
 * never stays open over the page the shopper went back to.
 */
export function useCloseOnBack(onBack: () => void): void {
  const handler = useRef(onBack);
  useEffect(() => {
    handler.current = onBack;
  });

  useEffect(() => {
    const onPopState = () => handler.current();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
