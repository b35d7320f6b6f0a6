// Bundles the server into dist/main.mjs. Runtime dependencies stay external (installed next to
// it); @shop/shared is TypeScript source, so it is compiled into the bundle.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@shop/shared');

await build({
  entryPoints: [join(apiDir, 'src/main.ts')],
  outfile: join(apiDir, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // The sources are written for CommonJS-or-ESM: give the ES module bundle `require`,
  // `__filename` and `__dirname` (used to find the repository root).
  banner: {
    js: [
      "import { createRequire as __shopCreateRequire } from 'node:module';",
      "import { fileURLToPath as __shopFileURLToPath } from 'node:url';",
      "import { dirname as __shopDirname } from 'node:path';",
      'const require = __shopCreateRequire(import.meta.url);',
      'const __filename = __shopFileURLToPath(import.meta.url);',
      'const __dirname = __shopDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'info',
});
