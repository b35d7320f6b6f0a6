import { useLayoutEffect, useRef } from 'react';

type EscapeHandler = { current: () => void };

/** Open layers, oldest first: Escape closes only the last one opened. */
const layers: EscapeHandler[] = [];

function closeTopLayer(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = layers.at(-1);
  if (!top) return;
  event.preventDefault();
  top.current();
}

/**
 * Calls `onEscape` when the shopper presses Escape anywhere on the page, while `enabled`.
 * Layers stack: with a modal open above the suggestion popup, Escape closes the modal only.
 * A control that handles Escape itself (an open dropdown) stops the event first.
 */
export function useEscapeKey(onEscape: () => void, enabled = true): void {
  const handler = useRef(onEscape);
  // Layout effects: the layer listens from the moment it shows. A passive effect runs later, and
  // while the page was still rendering an Escape pressed right after opening was lost.
  useLayoutEffect(() => {
    handler.current = onEscape;
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    layers.push(handler);
    if (layers.length === 1) document.addEventListener('keydown', closeTopLayer);
    return () => {
      layers.splice(layers.lastIndexOf(handler), 1);
      if (layers.length === 0) document.removeEventListener('keydown', closeTopLayer);
    };
  }, [enabled]);
}
