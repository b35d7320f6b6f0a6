/** One measured figure, or the reason it could not be measured (a route not built yet…). */
export type Figure = { value: number; unit: string; note?: string } | { missing: string };

/** Every figure of a run, by id: `<area>.<subject>.<measure>`, e.g. `pages.home.js-transferred-kb`. */
export type Figures = Record<string, Figure>;

export const measured = (value: number, unit: string, note?: string): Figure =>
  note === undefined ? { value, unit } : { value, unit, note };

export const missing = (reason: string): Figure => ({ missing: reason });

export const isMissing = (figure: Figure): figure is { missing: string } => 'missing' in figure;

/** Kilobytes (1024 bytes) with one decimal, as the budgets are written. */
export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;

export const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
