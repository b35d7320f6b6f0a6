import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/**
 * Calls `onLeave` `delayMs` after focus has left an element and everything inside it, unless
 * focus comes back first. Spread the returned handlers on that element.
 */
export function useFocusLeave(onLeave: () => void, delayMs: number) {
  const handler = useRef(onLeave);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    handler.current = onLeave;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      cancel();
      timer.current = setTimeout(() => handler.current(), delayMs);
    },
    [cancel, delayMs],
  );

  return { onBlur, onFocus: cancel };
}
