// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'mf_checkout',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './cart-service': './src/exposes/cart-service.ts',
    './mini-cart': './src/exposes/mini-cart.tsx',
  },
  devPort: 3002,
});
