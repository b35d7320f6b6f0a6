// @ts-check
/** The account team's federated modules: the same in its browser build and its server build. */
module.exports = {
  name: 'mf_account',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './auth-service': './src/exposes/auth-service.ts',
    './order-withdrawal': './src/exposes/order-withdrawal.tsx',
  },
};
