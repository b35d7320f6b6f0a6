// @ts-check
// The server container (dist/server/remoteEntry.js), which the page renderer loads in Node.
const {
  createServerWebpackConfig,
} = require('@shop/shared/build/create-server-webpack-config.cjs');
const { name, exposes } = require('./federation.cjs');

module.exports = createServerWebpackConfig({ packageDir: __dirname, name, exposes });
