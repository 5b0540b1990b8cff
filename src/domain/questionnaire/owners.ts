/** Owners on formation and amendment pages; managers on the annual report (spec §9, dashboard §4). */
export const MAX_OWNERS = 3;
export const MAX_MANAGERS = 8;

/**
 * What the owners' percentages of a company add up to, as the list of owners declares it
 * (rows_total): the operating agreement's members, the formation's and the amendment's owners.
 * One rule and one message ('Ownership percentages must add up to 100 …') in the browser and on
 * the server, wherever a page lists who owns the company.
 */
export const OWNERSHIP_TOTAL = {
  field: 'percentage',
  value: 100,
  label: 'Ownership percentages',
} as const;

/**
 * Default percentages for `count` owners: 100; 50/50; 33/33/34 — an equal whole share each,
 * with what is left over going to the last one.
 */
export function defaultPercentages(count: number): number[] {
  if (count <= 0) return [];
  const share = Math.floor(100 / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? 100 - share * (count - 1) : share,
  );
}

export type OwnerRow = Record<string, unknown>;

/** Adds a row (up to `max`) and resets every percentage to the defaults. */
export function addOwner(rows: readonly OwnerRow[], blank: OwnerRow, max: number): OwnerRow[] {
  if (rows.length >= max) return [...rows];
  return withDefaultPercentages([...rows, { ...blank }]);
}

/** Removes a row — never the first — and resets every percentage to the defaults. */
export function removeOwner(rows: readonly OwnerRow[], index: number): OwnerRow[] {
  if (index <= 0 || index >= rows.length) return [...rows];
  return withDefaultPercentages(rows.filter((_, position) => position !== index));
}

function withDefaultPercentages(rows: OwnerRow[]): OwnerRow[] {
  const percentages = defaultPercentages(rows.length);
  return rows.map((row, index) => ({ ...row, percentage: percentages[index] }));
}
