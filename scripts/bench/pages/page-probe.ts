/** What the in-page probe has seen, read back after the load. */
export interface ProbeResult {
  /** Epoch ms when a heading with text first showed inside `<main>`; null if it never did. */
  contentAt: number | null;
  contentHeading: string | null;
  /** Every React renderer that registered with the devtools hook, as `name@version`. */
  renderers: string[];
}

declare global {
  interface Window {
    __benchProbe?: ProbeResult;
  }
}

/**
 * Runs in the page before any of its scripts (`addInitScript`). It notes when the route's own
 * content first shows inside `<main>` (its first heading with text: the shell's spinner and
 * fallbacks have none) and counts the React renderers: one copy of react-dom means one renderer.
 * Plain JavaScript in a string: the TypeScript runner would wrap a function's inner helpers in
 * names of its own that do not exist in the page.
 */
export const PAGE_PROBE = `(() => {
  const probe = { contentAt: null, contentHeading: null, renderers: [] };
  window.__benchProbe = probe;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      probe.renderers.push(renderer.rendererPackageName + '@' + renderer.version);
      return probe.renderers.length;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('main h1, main h2');
    const text = heading && heading.textContent ? heading.textContent.trim() : '';
    if (!text) return;
    probe.contentAt = performance.timeOrigin + performance.now();
    probe.contentHeading = text;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
