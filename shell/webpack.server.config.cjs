// @ts-check
// The shell's page renderer (src/server/renderer.ts → dist/server/renderer.cjs): a federation host
// for Node that the page server runs in processes of its own, loading each remote's server
// container from the remote's manifest as the browser loads its browser entry. Built after the
// browser build, whose deploy history would otherwise prune it.
const {
  createServerWebpackConfig,
} = require('@shop/shared/build/create-server-webpack-config.cjs');

module.exports = createServerWebpackConfig({
  packageDir: __dirname,
  name: 'shell',
  entry: { renderer: './src/server/renderer.ts' },
});
