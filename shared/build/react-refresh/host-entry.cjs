// @ts-check
/**
 * First module of a host built (not served) to carry a remote that Fast Refreshes
 * (`npm run dev -- catalogue`). React tells a refresh runtime about its renderer only if the
 * runtime is in React's DevTools hook before react-dom starts, and react-dom is the host's: so the
 * host puts the page's runtime there, and the remote's own injection (the plugin's entry, after
 * react-dom) finds it done. The flag is the plugin's, for the library name every build gives it.
 */
const { REFRESH_LIBRARY } = require('./library.cjs');
const runtime = require('./page-runtime.cjs');

const page = /** @type {Record<string, unknown>} */ (globalThis);
const injected = `__reactRefreshInjected_${REFRESH_LIBRARY}`;
if (typeof document !== 'undefined' && !page[injected]) {
  runtime.injectIntoGlobalHook(globalThis);
  page[injected] = true;
}
