// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'mf_checkout',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './cart-service': './src/exposes/cart-service.ts',
  },
  devPort: 3002,
});
