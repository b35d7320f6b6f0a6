// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'mf_content',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './newsletter-block': './src/exposes/newsletter-block.tsx',
  },
  devPort: 3004,
});
