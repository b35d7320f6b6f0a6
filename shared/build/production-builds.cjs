// @ts-check
const fs = require('node:fs');
const path = require('node:path');

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
    Object.entries(PRODUCTION_BUILDS).flatMap(([name, files]) => {
      const root = path.dirname(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
      return Object.entries(files).map(([subpath, file]) => {
        const build = path.join(root, file);
        if (!fs.existsSync(build)) {
          throw new Error(`${name} has no ${file}: update PRODUCTION_BUILDS for its new version.`);
        }
        return [`${name}${subpath}$`, build];
      });
    }),
  );
}

module.exports = { PRODUCTION_BUILDS, productionBuildAliases };
