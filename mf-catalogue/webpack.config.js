// @ts-check
const { createWebpackConfig } = require('@shop/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'mf_catalogue',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './product-carousel': './src/exposes/product-carousel.tsx',
    './product-tile': './src/exposes/product-tile.tsx',
    './search-box': './src/exposes/search-box.tsx',
  },
  devPort: 3001,
});
