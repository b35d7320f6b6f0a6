// @ts-check
const path = require('node:path');
const { packageFile } = require('./package-file.cjs');

/**
 * The one list of packages every federated build shares as a singleton: one copy in the page,
 * whichever build loads first. The host and every remote build from this list.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  // The shell's copy runs for everyone; whether a remote may run on it is decided by the contract
  // version in its manifest (contract-version.cjs), checked before any remote code runs.
  '@shop/shared',
];

/**
 * Singletons shared through a smaller entry of our own instead of the package's main one (see each
 * file for why). react-router is not shared by itself: it lives inside the react-router-dom entry,
 * so packages import the router from react-router-dom only (lint enforces it).
 */
const SHARED_ENTRIES = {
  'react-router-dom': path.join(__dirname, 'shared-entries/react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'shared-entries/react-i18next.mjs'),
  '@reduxjs/toolkit': path.join(__dirname, 'shared-entries/reduxjs-toolkit.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'shared-entries/tanstack-react-query.mjs'),
};

/**
 * An entry that stands in for a package under the package's own name must reach the real package
 * by another name, or it would import itself. `<package>/package` is that name: an alias to the
 * package's ES module build (the file its `exports` give bundlers), which no share matches.
 */
const PACKAGE_BUILDS = {
  'react-i18next': 'dist/es/index.js',
  '@reduxjs/toolkit': 'dist/redux-toolkit.modern.mjs',
  '@tanstack/react-query': 'build/modern/index.js',
};

/**
 * @param {string} packageDir the building package's folder
 * @returns {Record<string, string>} webpack `resolve.alias` entries
 */
function packageBuildAliases(packageDir) {
  return Object.fromEntries(
    Object.entries(PACKAGE_BUILDS).map(([name, file]) => [
      `${name}/package$`,
      packageFile({ name, file, packageDir, list: 'PACKAGE_BUILDS' }),
    ]),
  );
}

/**
 * The packages (with their private dependencies) that ship as one file each. Without this, webpack
 * splits a package used both as the provided copy and as a consumer's fallback into a shared chunk
 * plus two small wrappers, and puts the sub-paths of one package (react, react/jsx-runtime) in
 * files of their own: about ten extra requests on every first visit, each with its headers.
 */
const PACKAGE_CHUNKS = {
  react: ['react', 'use-sync-external-store'],
  'react-dom': ['react-dom', 'scheduler'],
  'react-router-dom': ['react-router-dom', 'react-router'],
  'react-i18next': ['react-i18next', 'html-parse-stringify', 'void-elements'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', 'redux', 'redux-thunk', 'immer', 'reselect'],
  '@tanstack/react-query': ['@tanstack/react-query', '@tanstack/query-core'],
};

/** @returns {import('webpack').Configuration['optimization']} webpack `optimization.splitChunks` */
function packageChunks() {
  /** @type {Record<string, import('webpack').CacheGroupOptions>} */
  const cacheGroups = {};
  for (const [name, packages] of Object.entries(PACKAGE_CHUNKS)) {
    const folders = packages.map((pkg) => `${path.sep}node_modules${path.sep}${pkg}${path.sep}`);
    const entry = SHARED_ENTRIES[/** @type {keyof typeof SHARED_ENTRIES} */ (name)];
    cacheGroups[`package-${name}`] = {
      name: `package-${name.replace(/[@/]/g, (char) => (char === '/' ? '-' : ''))}`,
      chunks: 'async',
      enforce: true,
      test: (/** @type {{ resource?: string }} */ module) =>
        typeof module.resource === 'string' &&
        (module.resource === entry || folders.some((folder) => module.resource?.includes(folder))),
    };
  }
  return { splitChunks: { cacheGroups } };
}

/**
 * @param {string} packageDir the building package's folder, whose package.json pins the versions
 * @param {{ server?: boolean }} [options] a server build shares each package's own entry: the
 *   smaller entries are for the browser's bytes, and leave out what a server renders with
 *   (react-router-dom's StaticRouter)
 */
function sharedSingletons(packageDir, { server = false } = {}) {
  const pkg = require(`${packageDir}/package.json`);
  const deps = { ...pkg.dependencies };
  /**
   * @type {Record<string, { singleton: true; requiredVersion: string | false; strictVersion: false;
   *   import?: string; version?: string }>}
   */
  const shared = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = {
      singleton: true,
      requiredVersion: deps[root] ?? false,
      strictVersion: false,
    };
    const entry = SHARED_ENTRIES[/** @type {keyof typeof SHARED_ENTRIES} */ (name)];
    if (entry && !server) {
      const installed = require(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
      shared[name] = { ...shared[name], import: entry, version: installed.version };
    }
  }
  return shared;
}

module.exports = {
  SINGLETONS,
  SHARED_ENTRIES,
  packageBuildAliases,
  packageChunks,
  sharedSingletons,
};
