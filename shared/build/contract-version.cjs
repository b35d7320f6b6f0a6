// @ts-check
/**
 * The version of the `@shop/shared` contract a build is made against: shared/package.json's
 * version, or `--env contractVersion=…` (a build that pretends to be newer, to test skew).
 * A remote declares it in its manifest's metaData; the shell checks it before running the remote.
 */
const CONTRACT_VERSION_KEY = 'shopContractVersion';

/** @param {Record<string, unknown>} env webpack's `--env` values */
function contractVersionFor(env) {
  if (typeof env.contractVersion === 'string') return env.contractVersion;
  return require('../package.json').version;
}

/**
 * The `manifest.additionalData` hook that writes the version into `mf-manifest.json`.
 * @param {string} version
 */
function declareContractVersion(version) {
  /** @param {{ stats: { metaData: Record<string, unknown> } }} options */
  return ({ stats }) => {
    stats.metaData[CONTRACT_VERSION_KEY] = version;
    return stats;
  };
}

module.exports = { CONTRACT_VERSION_KEY, contractVersionFor, declareContractVersion };
