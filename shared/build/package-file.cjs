// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * The absolute path of `file` inside package `name` as installed for `packageDir`. Throws when the
 * file is gone, naming the `list` to update: a new version of the package moved its builds.
 * @param {{ name: string, file: string, packageDir: string, list: string }} where
 * @returns {string}
 */
function packageFile({ name, file, packageDir, list }) {
  const root = path.dirname(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
  const found = path.join(root, file);
  if (!fs.existsSync(found)) {
    throw new Error(`${name} has no ${file}: update ${list} for its new version.`);
  }
  return found;
}

module.exports = { packageFile };
