import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMissing, type Figure, type Figures } from './figures';

/** A limit on one figure: at most `max`, at least `min`. */
export interface Budget {
  max?: number;
  min?: number;
}

export type Budgets = Record<string, Budget>;

export type Verdict = 'ok' | 'over' | 'missing' | 'not-run' | 'info';

export interface Row {
  id: string;
  figure: Figure | undefined;
  budget: Budget | undefined;
  verdict: Verdict;
}

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

export function loadBudgets(file = BUDGETS_FILE): Budgets {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof raw !== 'object' || raw === null) throw new Error(`${file}: not an object`);
  for (const [id, budget] of Object.entries(raw)) {
    const { max, min } = budget as Budget;
    if (typeof max !== 'number' && typeof min !== 'number')
      throw new Error(`${file}: budget ${id} has neither max nor min`);
  }
  return raw as Budgets;
}

function judge(figure: Figure, budget: Budget): Verdict {
  if (isMissing(figure)) return 'missing';
  if (budget.max !== undefined && figure.value > budget.max) return 'over';
  if (budget.min !== undefined && figure.value < budget.min) return 'over';
  return 'ok';
}

/**
 * Every figure and every budget, judged. A budget whose area ran but produced no figure is
 * `missing` (it fails the run, like a missing route); one whose area was left out with `--only`
 * is `not-run` and does not.
 */
export function evaluate(figures: Figures, budgets: Budgets, areasRun: readonly string[]): Row[] {
  const ids = [...new Set([...Object.keys(figures), ...Object.keys(budgets)])];
  return ids.map((id) => {
    const figure = figures[id];
    const budget = budgets[id];
    let verdict: Verdict;
    if (!budget) verdict = 'info';
    else if (figure) verdict = judge(figure, budget);
    else verdict = areasRun.includes(areaOf(id)) ? 'missing' : 'not-run';
    return { id, figure, budget, verdict };
  });
}

export const areaOf = (id: string): string => id.split('.')[0] ?? id;

export const failing = (rows: Row[]): Row[] =>
  rows.filter((row) => row.verdict === 'over' || row.verdict === 'missing');
