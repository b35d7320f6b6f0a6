// @ts-check
/**
 * The page's one React Refresh runtime, whichever build loads first. A runtime knows only the
 * components registered with it and the React renderers and roots it saw through React's DevTools
 * hook, so the host (whose react-dom is the page's, a federation singleton) and the remote being
 * edited must share one: each build's `react-refresh/runtime` is this module (see
 * ../react-refresh.cjs), and the first copy to run keeps the real runtime on the global object.
 */
const KEY = '__shopReactRefreshRuntime__';
const page = /** @type {Record<string, unknown>} */ (globalThis);

// `react-refresh`, the package's main entry, is the runtime itself, under a name nothing replaces.
module.exports = page[KEY] ?? (page[KEY] = require('react-refresh'));
