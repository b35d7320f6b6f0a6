// @ts-check
/** The checkout team's federated modules: the same in its browser build and its server build. */
module.exports = {
  name: 'mf_checkout',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './cart-service': './src/exposes/cart-service.ts',
    './mini-cart': './src/exposes/mini-cart.tsx',
  },
};
