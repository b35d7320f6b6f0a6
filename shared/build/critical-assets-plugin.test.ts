import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const { CriticalAssetsPlugin } = require('./critical-assets-plugin.cjs') as {
  CriticalAssetsPlugin: new () => webpack.WebpackPluginInstance;
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'critical-assets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): Promise<{ js: string[]; css: string[] }> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
    plugins: [new CriticalAssetsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      compiler.close(() =>
        resolve(JSON.parse(readFileSync(path.join(dir, 'dist/critical-assets.json'), 'utf8'))),
      );
    }),
  );
}

test("lists the entry's own dynamic import, also when the build concatenated the module that makes it", async () => {
  const assets = await build({
    // index.js imports a helper statically: production builds concatenate the two, and the
    // dynamic import's origin is then a module inside the concatenation.
    'index.js': `import { start } from './start.js';\nstart(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.js'));`,
    'start.js': `export function start(load) { return load(); }`,
    'bootstrap.js': `export const started = true; import(/* webpackChunkName: "lazy-ui" */ './lazy-ui.js');`,
    'lazy-ui.js': `export const ui = 'later';`,
  });

  expect(assets.js).toEqual(['bootstrap.js']);
});
