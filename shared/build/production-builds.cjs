// @ts-check
const { packageFile } = require('./package-file.cjs');

/**
 * Packages whose `exports` resolve to their development build whatever the mode: react-router 7
 * points every condition at `dist/development`, which keeps its dev warnings on
 * (`ENABLE_DEV_WARNINGS = true`) and their code and messages in the page. Production builds use
 * the package's own production build instead, file for file.
 */
const PRODUCTION_BUILDS = {
  'react-router': { '': 'dist/production/index.mjs', '/dom': 'dist/production/dom-export.mjs' },
};

/**
 * @param {string} packageDir the building package's folder
 * @returns {Record<string, string>} webpack `resolve.alias` entries for a production build
 */
function productionBuildAliases(packageDir) {
  return Object.fromEntries(
    Object.entries(PRODUCTION_BUILDS).flatMap(([name, files]) =>
      Object.entries(files).map(([subpath, file]) => [
        `${name}${subpath}$`,
        packageFile({ name, file, packageDir, list: 'PRODUCTION_BUILDS' }),
      ]),
    ),
  );
}

module.exports = { PRODUCTION_BUILDS, productionBuildAliases };
