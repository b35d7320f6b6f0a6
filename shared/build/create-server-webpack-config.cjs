// @ts-check
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./federation-shared.cjs');
const { productionBuildAliases } = require('./production-builds.cjs');
const { scriptRule } = require('./script-rule.cjs');
const { SERVER_DIR, SERVER_REMOTE_ENTRY } = require('./server-entry.cjs');
const { ContentNamedServerEntryPlugin } = require('./content-named-server-entry.cjs');

/**
 * @typedef {object} ServerBuildOptions
 * @property {string} packageDir absolute folder of the package being built
 * @property {string} name federation name, the same as the browser build's
 * @property {Record<string, string>} [exposes] modules a remote exposes
 * @property {Record<string, string>} [entry] the host's own entries (the shell's renderer)
 */

/**
 * The server build of a federated package: the same modules as its browser build, compiled for
 * Node and loaded by the page renderer through Module Federation's Node runtime
 * (`@module-federation/node`), with the same shared singletons so that the renderer's one React
 * tree holds the shell and every remote, as the browser's does. A remote's server container is
 * named in its browser manifest (`metaData.ssrRemoteEntry`, by its content's hash in production),
 * so a release carries both and the renderer loads the server code of the very version the page's
 * browser code comes from.
 * @param {ServerBuildOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createServerWebpackConfig({ packageDir, name, exposes = {}, entry = {} }) {
  const isHost = Object.keys(exposes).length === 0;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const outputPath =
      typeof env.outputPath === 'string' ? env.outputPath : path.join(packageDir, 'dist');
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      context: packageDir,
      target: 'async-node',
      entry,
      devtool: false,
      output: {
        path: path.join(outputPath, SERVER_DIR),
        // Chunk names carry their content's hash: a renderer holding one release never mixes in
        // another's chunks.
        filename: isHost ? '[name].cjs' : '[name].js',
        chunkFilename: '[name].[contenthash:12].js',
        // Asset URLs as the browser build writes them, so the markup matches on hydration: the
        // shell's from the store's origin, a remote's from wherever its entry was loaded.
        publicPath: isHost ? '/' : 'auto',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: `${name}_server`,
        library: isHost ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: production ? productionBuildAliases(packageDir) : {},
      },
      module: {
        rules: [
          scriptRule({ production, target: 'es2022' }),
          // Styles are the browser build's business: the page links them from its manifest.
          { test: /\.css$/, use: path.join(__dirname, 'empty-module-loader.cjs') },
          {
            test: /\.(svg|png|jpe?g|webp|woff2?)$/,
            type: 'asset/resource',
            generator: { filename: 'assets/[name].[contenthash:12][ext]', emit: false },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : SERVER_REMOTE_ENTRY,
          library: isHost ? undefined : { type: 'commonjs-module', name },
          exposes,
          remotes: {},
          shared: sharedSingletons(packageDir, { server: true }),
          // The browser build's manifest names this container (server-entry.cjs).
          manifest: false,
          dts: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          shareStrategy: 'loaded-first',
          // The host's entry waits for the shared singletons to be settled before its code runs,
          // which the browser build gets from its `import('./bootstrap')` boundary.
          experiments: isHost ? { asyncStartup: true } : {},
        }),
        ...(production && !isHost ? [new ContentNamedServerEntryPlugin(outputPath)] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Readable stack traces in the renderer's log; size does not matter on the server.
        minimize: false,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createServerWebpackConfig };
