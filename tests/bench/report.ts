import { writeFileSync } from 'node:fs';
import { textTable } from '../../server/ops/text-table';

/** One row of the final table; `limit` is absent for figures reported without a budget. */
export interface Figure {
  id: string;
  label: string;
  value: number | string | boolean | null;
  display: string;
  budget?: { text: string; ok: boolean };
}

export const KB = 1024;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

/** A numeric figure compared with one bound. */
function bounded(
  id: string,
  label: string,
  value: number | null,
  format: (n: number) => string,
  budgetText: string,
  within: (value: number) => boolean,
): Figure {
  return {
    id,
    label,
    value,
    display: value === null ? 'error' : format(value),
    budget: { text: budgetText, ok: value !== null && within(value) },
  };
}

/** A figure checked against `value <= max`. */
export function atMost(
  id: string,
  label: string,
  value: number | null,
  max: number,
  format: (n: number) => string,
): Figure {
  return bounded(id, label, value, format, `≤ ${format(max)}`, (v) => v <= max);
}

/** A figure checked against `value >= min`. */
export function atLeast(
  id: string,
  label: string,
  value: number | null,
  min: number,
  format: (n: number) => string,
): Figure {
  return bounded(id, label, value, format, `≥ ${format(min)}`, (v) => v >= min);
}

/** A yes/no figure that should be yes. */
export function mustBeYes(id: string, label: string, value: boolean | null): Figure {
  return {
    id,
    label,
    value,
    display: value === null ? 'error' : value ? 'yes' : 'no',
    budget: { text: 'yes', ok: value === true },
  };
}

export function info(id: string, label: string, value: number | string | null, display: string) {
  return { id, label, value, display } satisfies Figure;
}

/** The final table: figure, value, budget, ok/FAIL. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((figure) => [
    figure.label,
    figure.display,
    figure.budget?.text ?? '—',
    figure.budget ? (figure.budget.ok ? 'ok' : 'FAIL') : '',
  ]);
  return textTable(['Figure', 'Value', 'Budget', 'Status'], rows).join('\n');
}

export function budgetSummary(figures: Figure[]) {
  const checked = figures.filter((figure) => figure.budget);
  const failed = checked.filter((figure) => !figure.budget!.ok);
  return {
    checked: checked.length,
    failed: failed.map((figure) => figure.id),
    allOk: !failed.length,
  };
}

export function writeResults(path: string, results: unknown): void {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
