import { SETTINGS } from '@shop/api/config';

/** The README's configuration table sits between these two lines. */
export const TABLE_START =
  '<!-- The table below is written from api/src/config/settings.ts by `npm run docs:config`. -->';
export const TABLE_END = '<!-- End of the configuration table. -->';

/** Every variable the server reads, as a Markdown table: name, default, meaning. */
export function configurationTable(): string {
  const rows = Object.entries(SETTINGS).map(
    ([name, setting]) => `| \`${name}\` | ${setting.shownDefault} | ${setting.about} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `readme` with `table` between the markers. */
export function withConfigurationTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md needs the lines "${TABLE_START}" and "${TABLE_END}"`);
  }
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** The table's rows as trimmed cells, whatever padding a formatter gave them. */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}

/** The table currently between the README's markers. */
export function readmeTable(readme: string): string {
  return readme.slice(readme.indexOf(TABLE_START) + TABLE_START.length, readme.indexOf(TABLE_END));
}
