// @ts-check
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { packageBuildAliases, packageChunks, sharedSingletons } = require('./federation-shared.cjs');
const { productionBuildAliases } = require('./production-builds.cjs');
const { CriticalAssetsPlugin } = require('./critical-assets-plugin.cjs');
const { EntryScriptPriorityPlugin } = require('./entry-script-priority-plugin.cjs');
const { FaviconIcoPlugin } = require('./favicon-ico-plugin.cjs');
const { contractVersionFor, declareContractVersion } = require('./contract-version.cjs');
const { scriptRule } = require('./script-rule.cjs');
const { SERVER_DIR, declareServerEntry } = require('./server-entry.cjs');
const { nameEntryByContent } = require('./content-named-entry.cjs');
const { DeployHistoryPlugin } = require('./deploy-history.cjs');
const { HOST_ENTRY, pageRuntimePlugin, reactRefreshPlugin } = require('./react-refresh.cjs');

const injectRuntimePluginCjs =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const injectRuntimePluginEsm = path.join(path.dirname(injectRuntimePluginCjs), 'index.js');

// The bundler runtime's file that the federation plugin imports into every build. A remote's build
// swaps it for a stand-in that runs on the host's copy (federation-runtime/), as `externalRuntime`
// does for the runtime core: about 4 KB less in each remote entry.
const bundlerRuntimeFile = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
const bundlerRuntimeVersion =
  require('@module-federation/webpack-bundler-runtime/package.json').version;
const federationRuntimeDir = path.join(__dirname, 'federation-runtime');
const provideBundlerRuntime = path.join(federationRuntimeDir, 'provide-bundler-runtime.mjs');
const remoteBundlerRuntime = path.join(federationRuntimeDir, 'remote-bundler-runtime.mjs');

/**
 * @typedef {object} FederatedBuildOptions
 * @property {string} packageDir absolute folder of the package being built
 * @property {string} name federation name, e.g. "shell" or "mf_catalogue"
 * @property {Record<string, string>} [exposes] modules a remote exposes
 * @property {boolean} [isHost] the shell: emits index.html, loads remotes at run time
 * @property {number} [devPort] port of `webpack serve`
 */

/**
 * One webpack configuration for the shell and every remote, so that loaders, hashing,
 * shared singletons and federation options cannot drift between teams.
 * @param {FederatedBuildOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ packageDir, name, exposes = {}, isHost = false, devPort = 3000 }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env outputPath=…` builds into another folder, e.g. a staging folder before a deploy.
    const outputPath =
      typeof env.outputPath === 'string' ? env.outputPath : path.join(packageDir, 'dist');
    // `--env devPort=…` serves on another port (scripts/dev.mjs picks free ones for tests).
    const port = Number(env.devPort) || devPort;
    // React Fast Refresh (react-refresh.cjs) in what webpack-dev-server serves in development: an
    // edit re-renders its components in the open page, their state kept. Never in `webpack` builds
    // (production, or `npm run dev`'s watch builds, which have no hot updates).
    const fastRefresh = !production && Boolean(env.WEBPACK_SERVE);
    // `--env reactRefreshHost`: a development build of the shell that a served remote refreshes in.
    const refreshHost = !production && isHost && !fastRefresh && Boolean(env.reactRefreshHost);
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      // A remote's only entry is the federation container that the plugin adds.
      entry: isHost ? { main: [...(refreshHost ? [HOST_ENTRY] : []), './src/index.ts'] } : {},
      // No eval in development either: the shop's Content-Security-Policy has no 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: outputPath,
        // The shell's HTML answers deep links, so its assets need absolute URLs; a remote's
        // chunks resolve against wherever its manifest was loaded from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        // Hashed in development too: the shell's federation runtime is compiled in a child
        // compilation whose numbered chunks would otherwise overwrite its own (207.js, 421.js…).
        chunkFilename: '[name].[contenthash:12].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: name,
        // A production build prunes only files older than the last few builds (DeployHistoryPlugin),
        // so tabs opened before a deploy still find their chunks.
        clean: !production,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          ...packageBuildAliases(packageDir),
          ...(production ? productionBuildAliases(packageDir) : {}),
          // The plugin that hands the host's federation runtime to the remotes is imported as
          // CommonJS, which pulls the runtime's CommonJS build next to the ESM one the bundler
          // runtime uses: two copies of the same runtime (about 14 KB compressed) in main.js.
          ...(isHost
            ? { [injectRuntimePluginCjs]: injectRuntimePluginEsm }
            : { [`${bundlerRuntimeFile}$`]: remoteBundlerRuntime }),
        },
      },
      module: {
        rules: [
          scriptRule({ production, target: 'es2020', refresh: fastRefresh }),
          // Production styles are files: the shell's are linked from index.html, a remote's load
          // with the chunk that imports them and are listed in its mf-manifest.json, so they apply
          // before the markup paints instead of being injected by JavaScript after it.
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(production
          ? [
              new DeployHistoryPlugin({ otherBuilds: [SERVER_DIR] }),
              // Brotli at its best quality, once at build time: 15% smaller than the quick
              // level a server can afford per request. The static servers send `<file>.br` to
              // browsers that accept it (the others get the file compressed on the fly).
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.8,
              }),
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:12].css',
                chunkFilename: '[name].[contenthash:12].css',
              }),
            ]
          : []),
        // Which bundler runtime the build was made with: a remote checks the host's against it.
        new webpack.DefinePlugin({
          __SHOP_BUNDLER_RUNTIME_VERSION__: JSON.stringify(bundlerRuntimeVersion),
        }),
        ...(fastRefresh ? [reactRefreshPlugin()] : []),
        ...(fastRefresh || refreshHost ? [pageRuntimePlugin()] : []),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(packageDir),
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: (options) => {
              const stats = declareContractVersion(contractVersionFor(env))(options);
              if (isHost) return stats;
              declareServerEntry(stats);
              return production ? nameEntryByContent(stats, options.compilation) : stats;
            },
          },
          dts: false,
          // With the default strategy the host fetches every remote before mounting, so one
          // dead remote blanks the page. Loaded-first lets each region load its remote on demand.
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost ? [provideBundlerRuntime] : [],
          // The host ships the federation runtime once for the page; remotes use that copy rather
          // than each bringing their own (about 27 KB gzipped per remote entry).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // The shop runs these builds in browsers only: leave out the runtime's Node code paths.
            optimization: { target: 'web' },
          },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(packageDir, 'src/index.html'),
                filename: 'index.html',
                favicon: path.join(packageDir, 'src/favicon.svg'),
                inject: 'head',
                scriptLoading: 'defer',
              }),
              new EntryScriptPriorityPlugin(),
              new CriticalAssetsPlugin(),
              new FaviconIcoPlugin(path.join(packageDir, 'src/favicon.ico')),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production ? packageChunks() : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: isHost,
        // The shop's server renders the pages (`npm run dev -- <package>`): it reads the shell's
        // index.html and hot updates from disk, and the dev server's client connects back to this
        // server, not to the page's origin. A remote's hot updates load from this server, the
        // origin its remoteEntry.js came from (publicPath 'auto'), hence the CORS header.
        devMiddleware: { writeToDisk: isHost },
        client: { webSocketURL: `ws://localhost:${port}/ws` },
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The shop's pages (it.localhost, intl.localhost) load a remote's dev build cross-site;
        // webpack-dev-server refuses such script loads unless the dev server's host is listed.
        allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
        // Hot updates, which Fast Refresh applies; an update nothing accepts reloads the page.
        hot: true,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
