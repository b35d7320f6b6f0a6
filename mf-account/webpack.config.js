// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');
const { name, exposes } = require('./federation.cjs');

module.exports = createWebpackConfig({ packageDir: __dirname, name, exposes, devPort: 3003 });
