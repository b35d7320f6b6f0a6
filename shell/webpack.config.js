// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3000,
});
