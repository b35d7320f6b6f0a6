import { useEffect, useRef } from 'react';

/** Calls `onClose` once, `delayMs` after mounting. */
export function useAutoClose(onClose: () => void, delayMs: number): void {
  const handler = useRef(onClose);
  useEffect(() => {
    handler.current = onClose;
  });

  useEffect(() => {
    const timer = setTimeout(() => handler.current(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
}
