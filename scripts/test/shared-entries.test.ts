import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['shell', 'mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content', 'shared'].map(
  (pkg) => path.join(REPO_ROOT, pkg, 'src'),
);
const { SHARED_ENTRIES } = jest.requireActual<{ SHARED_ENTRIES: Record<string, string> }>(
  '../../shared/build/federation-shared.cjs',
);
// The shell's server bundle (webpack.server.config.cjs) is not federated: it bundles the whole
// router for itself, StaticRouter included, and never shares it with a page.
const SERVER_BUNDLE_SOURCES = path.join(REPO_ROOT, 'shell/src/server');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (file === SERVER_BUNDLE_SOURCES) continue;
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** Value (not type-only) names each source file imports from `specifier`. */
function importedNames(specifier: string): Map<string, string[]> {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
  const found = new Map<string, string[]>();
  for (const dir of SOURCES) {
    for (const file of sourceFiles(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        const names = (match[2] ?? '')
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => name && !name.startsWith('type '));
        found.set(path.relative(REPO_ROOT, file), names);
      }
    }
  }
  return found;
}

function exportedNames(entryFile: string): Set<string> {
  return new Set(
    [...readFileSync(entryFile, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
}

describe.each(Object.entries(SHARED_ENTRIES))('the shared entry of %s', (specifier, entryFile) => {
  it(`exports every name the packages import from ${specifier}`, () => {
    const exported = exportedNames(entryFile);
    const missing = [...importedNames(specifier)].flatMap(([file, names]) =>
      names.filter((name) => !exported.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('reaches the real package by an alias, never by its own name', () => {
    expect(readFileSync(entryFile, 'utf8')).not.toMatch(new RegExp(`from '${specifier}'`));
  });
});

describe("the router's shared entry", () => {
  it('is the only way in: no package imports react-router itself', () => {
    expect([...importedNames('react-router').keys()]).toEqual([]);
  });
});
