// @ts-check
// The shell's server bundle: `renderFrame` of src/server/render-frame.tsx as one CommonJS file
// (dist/server/frame.cjs) that the API loads at run time. No federation and nothing external: it
// carries its own React, router and i18next, so the API never imports the shell's sources and a
// shell deploy ships its server renderer with its browser code. Built after the browser build,
// whose deploy history would otherwise prune it.
const path = require('node:path');
const webpack = require('webpack');
const { productionBuildAliases } = require('@shop/shared/build/production-builds.cjs');

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const outputPath =
    typeof env.outputPath === 'string' ? env.outputPath : path.join(__dirname, 'dist');
  return {
    name: 'shell-server',
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'node20',
    entry: { frame: './src/server/render-frame.tsx' },
    devtool: false,
    output: {
      path: path.join(outputPath, 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Asset URLs as the browser build writes them, so the markup matches.
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: production ? productionBuildAliases(__dirname) : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: path.join(__dirname, 'build/empty-module-loader.cjs') },
        {
          test: /\.(svg|png|jpe?g|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:12][ext]', emit: false },
        },
      ],
    },
    plugins: [
      // Lazy parts (the country modal) are code the server never renders: keep one file.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Readable stack traces in the server's log; size does not matter on the server.
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
