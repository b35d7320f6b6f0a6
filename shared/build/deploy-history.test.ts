import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Compiler } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const { DeployHistoryPlugin } = require('./deploy-history.cjs') as {
  DeployHistoryPlugin: new (options?: { keep?: number; otherBuilds?: string[] }) => {
    apply(compiler: Compiler): void;
  };
};

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'deploy-history-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** Runs the plugin as a build that wrote `files` into the folder would. */
function build(plugin: InstanceType<typeof DeployHistoryPlugin>, files: string[]): void {
  let afterEmit: (compilation: unknown) => void = () => {};
  plugin.apply({
    hooks: { afterEmit: { tap: (_name: string, hook: typeof afterEmit) => (afterEmit = hook) } },
  } as unknown as Compiler);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), file);
  }
  afterEmit({
    outputOptions: { path: dist },
    assets: Object.fromEntries(files.map((file) => [file, {}])),
  });
}

const filesInDist = () => readdirSync(dist, { recursive: true }).map(String).sort();

test('keeps the files of the last builds, for tabs opened before a deploy, and prunes older ones', () => {
  const plugin = new DeployHistoryPlugin({ keep: 2 });
  build(plugin, ['remoteEntry.js', 'a.111111111111.js']);
  build(plugin, ['remoteEntry.js', 'a.222222222222.js']);
  build(plugin, ['remoteEntry.js', 'a.333333333333.js']);
  expect(filesInDist()).toEqual([
    'a.222222222222.js',
    'a.333333333333.js',
    'deploy-history.json',
    'remoteEntry.js',
  ]);
});

test("leaves another build's folder alone (the server build inside the browser build's)", () => {
  const plugin = new DeployHistoryPlugin({ otherBuilds: ['server'] });
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'server container');
  writeFileSync(path.join(dist, 'stale.js'), 'from a build before the history');
  build(plugin, ['remoteEntry.js']);
  expect(filesInDist()).toEqual([
    'deploy-history.json',
    'remoteEntry.js',
    'server',
    path.join('server', 'remoteEntry.js'),
  ]);
});
