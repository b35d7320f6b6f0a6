// @ts-check
const { createHash } = require('node:crypto');

/**
 * Gives a remote's browser entry a second name with its content's hash (`remoteEntry.<hash>.js`)
 * and names that one in the manifest. A page then names the exact build it was written with: the
 * browser loads those files even if a release lands before it asks (the CDN keeps older builds'
 * files), and keeps the entry a year instead of asking again on every visit. `remoteEntry.js`
 * stays for anything that loads the remote by its fixed name.
 * @param {{ metaData: { remoteEntry: { name: string } } }} stats
 * @param {import('webpack').Compilation} compilation
 */
function nameEntryByContent(stats, compilation) {
  const { name } = stats.metaData.remoteEntry;
  const asset = compilation.getAsset(name);
  if (!asset) return stats;
  const hash = createHash('sha256').update(asset.source.source()).digest('hex').slice(0, 12);
  const hashedName = name.replace(/\.js$/, `.${hash}.js`);
  compilation.emitAsset(hashedName, asset.source, { immutable: true, contenthash: hash });
  stats.metaData.remoteEntry.name = hashedName;
  return stats;
}

module.exports = { nameEntryByContent };
