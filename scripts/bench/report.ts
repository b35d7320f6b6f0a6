import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaOf, failing, type Budget, type Row } from './budgets';
import { isMissing, type Figures } from './figures';

const formatBudget = (budget: Budget | undefined): string => {
  if (!budget) return '';
  return [
    budget.max !== undefined ? `≤ ${budget.max}` : '',
    budget.min !== undefined ? `≥ ${budget.min}` : '',
  ]
    .filter(Boolean)
    .join(', ');
};

const formatValue = (row: Row): string => {
  if (!row.figure) return '—';
  if (isMissing(row.figure)) return `missing: ${row.figure.missing}`;
  const note = row.figure.note ? ` (${row.figure.note})` : '';
  return `${[row.figure.value, row.figure.unit].filter((part) => part !== '').join(' ')}${note}`;
};

/** A table per area: figure, value, budget and verdict. */
export function toMarkdown(rows: Row[], measuredAt: string): string {
  const areas = [...new Set(rows.map((row) => areaOf(row.id)))];
  const sections = areas.map((area) => {
    // A route that is not built yet is named once per budget; its unbudgeted figures only in the JSON.
    const lines = rows
      .filter((row) => areaOf(row.id) === area)
      .filter((row) => !(row.verdict === 'info' && row.figure && isMissing(row.figure)))
      .map(
        (row) =>
          `| ${row.id.slice(area.length + 1)} | ${formatValue(row).replaceAll('|', '\\|')} | ${formatBudget(row.budget)} | ${row.verdict === 'info' ? '' : row.verdict} |`,
      );
    return `## ${area}\n\n| figure | value | budget | verdict |\n|---|---|---|---|\n${lines.join('\n')}\n`;
  });
  const over = failing(rows);
  const summary =
    over.length === 0
      ? 'Every budget holds.'
      : `${over.length} budget(s) not met: ${over.map((row) => `${row.id} (${row.verdict})`).join(', ')}.`;
  return `# Benchmarks\n\nMeasured ${measuredAt} on this machine (Node ${process.version}). ${summary}\n\n${sections.join('\n')}`;
}

export function writeReports(dir: string, figures: Figures, rows: Row[], extra: object): string {
  mkdirSync(dir, { recursive: true });
  const measuredAt = new Date().toISOString();
  writeFileSync(
    path.join(dir, 'bench.json'),
    `${JSON.stringify({ measuredAt, node: process.version, ...extra, figures, rows }, null, 2)}\n`,
  );
  const markdown = toMarkdown(rows, measuredAt);
  writeFileSync(path.join(dir, 'bench.md'), markdown);
  return markdown;
}
