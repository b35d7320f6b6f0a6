import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const { nameServerEntryByContent } = require('./content-named-server-entry.cjs') as {
  nameServerEntryByContent(outputPath: string): string;
};

const BROWSER_ENTRY = 'remoteEntry.0123456789ab.js';

let builds: string[] = [];
afterEach(() => {
  for (const build of builds) rmSync(build, { recursive: true, force: true });
  builds = [];
});

/** A remote's build folder as its browser build leaves it, with `serverEntry` as its container. */
function buildWith(serverEntry: string, { withManifest = true } = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'server-entry-'));
  builds.push(folder);
  mkdirSync(path.join(folder, 'server'));
  writeFileSync(path.join(folder, 'server/remoteEntry.js'), serverEntry);
  if (withManifest) {
    const manifest = JSON.stringify(
      {
        metaData: {
          remoteEntry: { name: BROWSER_ENTRY, path: '' },
          ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
        },
        exposes: [],
      },
      null,
      2,
    );
    writeFileSync(path.join(folder, 'mf-manifest.json'), manifest);
    writeFileSync(path.join(folder, 'mf-manifest.json.br'), brotliCompressSync(manifest));
  }
  return folder;
}

type Manifest = { metaData: { remoteEntry: { name: string }; ssrRemoteEntry: object } };
const manifestOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;

test("names the server container by its content in the manifest, beside the browser's entry", () => {
  const folder = buildWith('exports.chunks = ["12.aaaaaaaaaaaa.js"];');

  const name = nameServerEntryByContent(folder);

  expect(name).toMatch(/^remoteEntry\.[0-9a-f]{12}\.js$/);
  expect(readFileSync(path.join(folder, 'server', name), 'utf8')).toBe(
    'exports.chunks = ["12.aaaaaaaaaaaa.js"];',
  );
  const manifest = manifestOf(folder);
  expect(manifest.metaData.ssrRemoteEntry).toEqual({
    name,
    path: 'server',
    type: 'commonjs-module',
  });
  expect(manifest.metaData.remoteEntry.name).toBe(BROWSER_ENTRY);
  // The Brotli copy a static server may send instead says the same.
  expect(
    JSON.parse(
      brotliDecompressSync(readFileSync(path.join(folder, 'mf-manifest.json.br'))).toString(),
    ),
  ).toEqual(manifest);
});

test('server code that changed alone gets another name; the same code, the same name', () => {
  const before = nameServerEntryByContent(buildWith('exports.chunks = ["12.aaaaaaaaaaaa.js"];'));
  const again = nameServerEntryByContent(buildWith('exports.chunks = ["12.aaaaaaaaaaaa.js"];'));
  const changed = nameServerEntryByContent(buildWith('exports.chunks = ["12.bbbbbbbbbbbb.js"];'));

  expect(again).toBe(before);
  expect(changed).not.toBe(before);
});

test('a server build without the browser build before it stops with a reason', () => {
  expect(() => nameServerEntryByContent(buildWith('x', { withManifest: false }))).toThrow(
    /build the browser build before the server build/,
  );
});
