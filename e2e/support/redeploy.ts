import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * The time a test that builds a remote with webpack may take: a production build is a minute on a
 * quiet 2-core machine and took over five beside another `npm test`. A guard against a hang, not
 * a measure of speed.
 */
export const REMOTE_BUILD_TEST_TIMEOUT_MS = 15 * 60_000;

/** A remote's entry as pages load it: by its content's name in production, fixed in development. */
export const REMOTE_ENTRY = /\/remoteEntry(\.[0-9a-f]{12})?\.js$/;

/** The entry's second name, with its content's hash (shared/build/content-named-entry.cjs). */
const CONTENT_NAMED_ENTRY = /^remoteEntry\.[0-9a-f]{12}\.js$/;

/** Writes `file` and its Brotli copy, as a build and a deploy do. */
export function writeWithBrotli(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

function replaceAll(text: string, renames: Map<string, string>): string {
  let result = text;
  for (const [from, to] of renames) result = result.split(from).join(to);
  return result;
}

/**
 * Leaves a remote's build folder as a rebuild whose chunks got new hashes would: the chunks under
 * their new names must already be there; the fixed-name entry is rewritten, the entry gets a new
 * content name (its old one stays, as a deploy keeps older files for open tabs) and the manifest
 * names it.
 */
export function redeployWithRenamedChunks(folder: string, renames: Map<string, string>): void {
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifestText = readFileSync(manifestFile, 'utf8');
  const { metaData } = JSON.parse(manifestText) as { metaData: { remoteEntry: { name: string } } };
  const entryName = metaData.remoteEntry.name;

  for (const file of readdirSync(folder).filter((name) => /\.js$/.test(name))) {
    if (CONTENT_NAMED_ENTRY.test(file)) continue;
    const text = readFileSync(path.join(folder, file), 'utf8');
    const rewritten = replaceAll(text, renames);
    if (rewritten !== text) writeWithBrotli(path.join(folder, file), rewritten);
  }

  const allRenames = new Map(renames);
  if (CONTENT_NAMED_ENTRY.test(entryName)) {
    const entry = replaceAll(readFileSync(path.join(folder, entryName), 'utf8'), renames);
    const hash = createHash('sha256').update(entry).digest('hex').slice(0, 12);
    const newEntryName = `remoteEntry.${hash}.js`;
    writeWithBrotli(path.join(folder, newEntryName), entry);
    allRenames.set(entryName, newEntryName);
  }
  writeWithBrotli(manifestFile, replaceAll(manifestText, allRenames));
}

/** The server container's second name, with its content's hash (content-named-server-entry.cjs). */
const CONTENT_NAMED_SERVER_ENTRY = /^remoteEntry\.[0-9a-f]{12}\.js$/;

/**
 * Leaves a remote's server build (`server/`) as a rebuild whose chunks got new hashes would: the
 * chunks under their new names must already be there; the fixed-name container is rewritten, gets
 * a new content name, and the browser manifest beside it names that one.
 */
export function redeployServerWithRenamedChunks(
  folder: string,
  renames: Map<string, string>,
): void {
  const serverDir = path.join(folder, 'server');
  for (const file of readdirSync(serverDir).filter((name) => /\.js$/.test(name))) {
    if (CONTENT_NAMED_SERVER_ENTRY.test(file)) continue;
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    const rewritten = replaceAll(text, renames);
    if (rewritten !== text) writeWithBrotli(path.join(serverDir, file), rewritten);
  }
  const entry = readFileSync(path.join(serverDir, 'remoteEntry.js'), 'utf8');
  const hash = createHash('sha256').update(entry).digest('hex').slice(0, 12);
  writeWithBrotli(path.join(serverDir, `remoteEntry.${hash}.js`), entry);

  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { ssrRemoteEntry: { name: string } };
  };
  manifest.metaData.ssrRemoteEntry.name = `remoteEntry.${hash}.js`;
  writeWithBrotli(manifestFile, JSON.stringify(manifest, null, 2));
}
