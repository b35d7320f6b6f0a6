// @ts-check
/**
 * The one rule that compiles TypeScript and JSX, for the browser builds and the server builds alike.
 * @param {{ production: boolean; target: string; refresh?: boolean }} options
 * @returns {import('webpack').RuleSetRule}
 */
function scriptRule({ production, target, refresh = false }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh } },
          target,
        },
      },
    },
  };
}

module.exports = { scriptRule };
