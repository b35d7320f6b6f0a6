import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '@shop/api/config';
import { configurationTable, readmeTable, tableCells } from './configuration-table';

const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');

test('the README lists every variable the server reads, as settings.ts declares it', () => {
  // Out of date: run `npm run docs:config`.
  expect(tableCells(readmeTable(readme))).toEqual(tableCells(configurationTable()));
});

test('every setting says what it means and what it is when unset', () => {
  for (const [name, setting] of Object.entries(SETTINGS)) {
    expect({ name, about: setting.about.length > 0 }).toEqual({ name, about: true });
  }
});
