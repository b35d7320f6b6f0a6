// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'mf_account',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './auth-service': './src/exposes/auth-service.ts',
    './order-withdrawal': './src/exposes/order-withdrawal.tsx',
  },
  devPort: 3003,
});
