// `npm run docs:config`: writes the README's configuration table from the settings' declaration.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { configurationTable, withConfigurationTable } from './configuration-table';

async function main(): Promise<void> {
  const readmePath = path.resolve(__dirname, '../../README.md');
  const readme = await readFile(readmePath, 'utf8');
  const written = withConfigurationTable(readme, configurationTable());
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  await writeFile(readmePath, await prettier.format(written, { ...options, filepath: readmePath }));
  console.log('README.md: configuration table written from api/src/config/settings.ts');
}

void main();
