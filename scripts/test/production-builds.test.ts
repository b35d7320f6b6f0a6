import { readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
const { productionBuildAliases } = jest.requireActual<{
  productionBuildAliases: (packageDir: string) => Record<string, string>;
}>('../../shared/build/production-builds.cjs');

/** The file and the sibling chunks it imports: the code a bundler takes for the entry. */
function entryWithChunks(file: string): string {
  const source = readFileSync(file, 'utf8');
  const chunks = [...source.matchAll(/from "(\.\/chunk-[^"]+)"/g)].map((match) =>
    readFileSync(path.join(path.dirname(file), match[1] ?? ''), 'utf8'),
  );
  return [source, ...chunks].join('\n');
}

describe('production builds of packages that export only their development build', () => {
  const aliases = productionBuildAliases(path.join(REPO_ROOT, 'shell'));

  it.each(['react-router$', 'react-router/dom$'])(
    '%s resolves to react-router’s production build, dev warnings off',
    (alias) => {
      const file = aliases[alias];
      expect(file).toMatch(/react-router\/dist\/production\//);
      const code = entryWithChunks(file ?? '');
      expect(code).toContain('ENABLE_DEV_WARNINGS = false');
      expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
    },
  );

  it('is still needed: react-router’s own exports give bundlers the development build', () => {
    // When this fails, react-router's exports pick the production build by themselves and
    // PRODUCTION_BUILDS can drop it.
    const exported = jest.requireActual<{ exports: Record<string, Record<string, string>> }>(
      'react-router/package.json',
    ).exports['.'];
    expect(exported?.['import']).toEqual(
      expect.objectContaining({ default: './dist/development/index.mjs' }),
    );
  });
});
