// @ts-check
/** Where a package's server build goes: inside its browser build's folder, so both ship together. */
const SERVER_DIR = 'server';

/** A remote's server container, as Module Federation's Node runtime loads it. */
const SERVER_REMOTE_ENTRY = 'remoteEntry.js';

/**
 * Names a remote's server container in its browser manifest (`metaData.ssrRemoteEntry`, which the
 * federation runtime reads when it runs in Node): one manifest, one release, both builds.
 * @param {{ metaData: Record<string, unknown> }} stats
 */
function declareServerEntry(stats) {
  stats.metaData.ssrRemoteEntry = {
    name: SERVER_REMOTE_ENTRY,
    path: SERVER_DIR,
    type: 'commonjs-module',
  };
  return stats;
}

module.exports = { SERVER_DIR, SERVER_REMOTE_ENTRY, declareServerEntry };
