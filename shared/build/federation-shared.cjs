// @ts-check
const path = require('node:path');

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
};

/** @param {string} packageDir the building package's folder, whose package.json pins the versions */
function sharedSingletons(packageDir) {
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
    if (entry) {
      const installed = require(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
      shared[name] = { ...shared[name], import: entry, version: installed.version };
    }
  }
  return shared;
}

module.exports = { SINGLETONS, SHARED_ENTRIES, sharedSingletons };
