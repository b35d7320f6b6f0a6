// @ts-check
/** The catalogue team's federated modules: the same in its browser build and its server build. */
module.exports = {
  name: 'mf_catalogue',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './product-carousel': './src/exposes/product-carousel.tsx',
    './product-tile': './src/exposes/product-tile.tsx',
    './search-box': './src/exposes/search-box.tsx',
    './wishlist-service': './src/exposes/wishlist-service.ts',
  },
};
