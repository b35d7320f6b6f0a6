let waiting: Promise<void> | undefined;

function nextIdleAfterLoad(): Promise<void> {
  return new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Resolves at the page's first idle moment after its `load` event: once what the first screen
 * needs has arrived. Browsers without `requestIdleCallback` (Safari) take the next task. Every
 * caller until that moment shares one wait; a caller after it (a page the shopper went on to)
 * waits for the next idle moment.
 */
export function pageIdle(): Promise<void> {
  waiting ??= nextIdleAfterLoad().finally(() => {
    waiting = undefined;
  });
  return waiting;
}
