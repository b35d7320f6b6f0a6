import { createHash } from 'node:crypto';
import type { Compilation } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const { nameEntryByContent } = require('./content-named-entry.cjs') as {
  nameEntryByContent<T extends { metaData: { remoteEntry: { name: string } } }>(
    stats: T,
    compilation: Compilation,
  ): T;
};

function compilationWith(files: Record<string, string>) {
  const emitted = new Map<string, string>();
  const compilation = {
    getAsset: (name: string) =>
      files[name] === undefined ? undefined : { source: { source: () => files[name] } },
    emitAsset: (name: string, source: { source(): string }) => emitted.set(name, source.source()),
  } as unknown as Compilation;
  return { compilation, emitted };
}

const statsNaming = (name: string) => ({ metaData: { remoteEntry: { name, path: '' } } });

test("emits the entry again under its content's hash and names that copy in the manifest", () => {
  const { compilation, emitted } = compilationWith({ 'remoteEntry.js': 'var mf_content;' });
  const hash = createHash('sha256').update('var mf_content;').digest('hex').slice(0, 12);

  const stats = nameEntryByContent(statsNaming('remoteEntry.js'), compilation);

  expect(stats.metaData.remoteEntry.name).toBe(`remoteEntry.${hash}.js`);
  expect(emitted).toEqual(new Map([[`remoteEntry.${hash}.js`, 'var mf_content;']]));
});

test('two builds that differ get two names; the same build gets the same name', () => {
  const nameFor = (text: string) =>
    nameEntryByContent(
      statsNaming('remoteEntry.js'),
      compilationWith({ 'remoteEntry.js': text }).compilation,
    ).metaData.remoteEntry.name;
  expect(nameFor('var a = 1;')).toBe(nameFor('var a = 1;'));
  expect(nameFor('var a = 1;')).not.toBe(nameFor('var a = 2;'));
});
