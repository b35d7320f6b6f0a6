// @ts-check
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { brotliCompressSync } = require('node:zlib');
const { SERVER_DIR, SERVER_REMOTE_ENTRY } = require('./server-entry.cjs');

const MANIFEST = 'mf-manifest.json';

/**
 * Gives a remote's server container a second name with its content's hash and names that one in
 * the browser manifest beside it (`metaData.ssrRemoteEntry`). The container lists its chunks by
 * their hashed names, so any change to the server code changes it: the page server sees a release
 * that changed only server code as a release, and its renderers load it, as it does for the
 * browser's files (content-named-entry.cjs). The browser build, which writes the manifest, runs
 * first.
 * @param {string} outputPath the remote's build folder (the browser build's; `server/` inside it)
 * @returns {string} the container's content name
 */
function nameServerEntryByContent(outputPath) {
  const serverDir = path.join(outputPath, SERVER_DIR);
  const manifestFile = path.join(outputPath, MANIFEST);
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the browser build before the server build`);
  const entry = readFileSync(path.join(serverDir, SERVER_REMOTE_ENTRY));
  const hash = createHash('sha256').update(entry).digest('hex').slice(0, 12);
  const hashedName = SERVER_REMOTE_ENTRY.replace(/\.js$/, `.${hash}.js`);
  writeFileSync(path.join(serverDir, hashedName), entry);

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.ssrRemoteEntry = { ...manifest.metaData.ssrRemoteEntry, name: hashedName };
  const text = JSON.stringify(manifest, null, 2);
  writeFileSync(manifestFile, text);
  // The static servers send the Brotli copy where the client takes it: it must say the same.
  if (existsSync(`${manifestFile}.br`))
    writeFileSync(`${manifestFile}.br`, brotliCompressSync(text));
  return hashedName;
}

/** The webpack plugin that does it once the server build is written. */
class ContentNamedServerEntryPlugin {
  /** @param {string} outputPath */
  constructor(outputPath) {
    this.outputPath = outputPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ContentNamedServerEntryPlugin', (compilation) => {
      if (compilation.errors.length === 0) nameServerEntryByContent(this.outputPath);
    });
  }
}

module.exports = { nameServerEntryByContent, ContentNamedServerEntryPlugin };
