// @ts-check
/**
 * The page's one React Refresh runtime, whichever build loads first. A runtime knows only the
 * components registered with it and the React renderers and roots it saw through React's DevTools
 * hook, so the host (whose react-dom is the page's, a federation singleton) and the remote being
 * edited must share one: each build's `react-refresh/runtime` is this module (see
 * ../react-refresh.cjs), and the first copy to run keeps the runtime on the global object.
 */
const KEY = '__shopReactRefreshRuntime__';
// The browser's window when a page runs it (`location` below).
const page = /** @type {Record<string, any>} */ (globalThis);

function createPageRuntime() {
  // `react-refresh`, the package's main entry, is the runtime itself, under a name nothing replaces.
  const runtime = require('react-refresh');
  return {
    ...runtime,
    performReactRefresh() {
      // A runtime that knows no mounted root came after the host's react-dom (a host built without
      // react-refresh/host-entry.cjs): no edit would show, so the page reloads instead.
      if (runtime._getMountedRootCount() === 0) {
        page.location.reload();
        return null;
      }
      return runtime.performReactRefresh();
    },
  };
}

module.exports = page[KEY] ?? (page[KEY] = createPageRuntime());
