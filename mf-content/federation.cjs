// @ts-check
/** The content team's federated modules: the same in its browser build and its server build. */
module.exports = {
  name: 'mf_content',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './newsletter-block': './src/exposes/newsletter-block.tsx',
  },
};
