// @ts-check
const path = require('node:path');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { REFRESH_LIBRARY } = require('./react-refresh/library.cjs');

/**
 * React Fast Refresh across Module Federation (`npm run dev -- <package>`).
 *
 * The package that webpack-dev-server serves gets the swc refresh transform, the plugin (a module
 * that exports only components takes its own hot updates and re-renders them; any other update
 * reloads the page) and hot updates. Two things make it work inside the shop's page, where the
 * host is another build:
 * - one refresh runtime for the page (react-refresh/page-runtime.cjs), as react-dom is one;
 * - that runtime in React's DevTools hook before the host's react-dom starts: the served shell does
 *   it with the plugin's entry; a shell built for a served remote with react-refresh/host-entry.cjs.
 */
const REFRESH_DIR = path.join(__dirname, 'react-refresh');
const PAGE_RUNTIME = path.join(REFRESH_DIR, 'page-runtime.cjs');
const HOST_ENTRY = path.join(REFRESH_DIR, 'host-entry.cjs');

/**
 * Every way a build asks for the refresh runtime, answered by the page's one runtime: the plugin's
 * entry and utilities import `react-refresh/runtime`, its loader the runtime's file by its path.
 * Only the page's runtime itself gets the real one (an alias would give it itself: the package's
 * main entry is that same file).
 * @returns {import('webpack').WebpackPluginInstance} the plugin, for every build with Fast Refresh
 */
function pageRuntimePlugin() {
  return new NormalModuleReplacementPlugin(
    /^react-refresh\/runtime$|[\\/]node_modules[\\/]react-refresh[\\/]runtime\.js$/,
    (resolveData) => {
      if (resolveData.contextInfo.issuer !== PAGE_RUNTIME) resolveData.request = PAGE_RUNTIME;
    },
  );
}

/** @returns {import('webpack').WebpackPluginInstance} the plugin, for a served development build */
function reactRefreshPlugin() {
  return new ReactRefreshWebpackPlugin({
    library: REFRESH_LIBRARY,
    // webpack-dev-server's own overlay shows build errors; the plugin's would be a second one.
    overlay: false,
    // The page's runtime must not be instrumented: it would import itself.
    exclude: [/node_modules/, REFRESH_DIR],
  });
}

module.exports = { HOST_ENTRY, pageRuntimePlugin, reactRefreshPlugin };
