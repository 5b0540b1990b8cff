import { parseTier, TIERS, type Tier } from '../../src/domain/tiers';
import { findUsState } from '../../src/domain/us-states';

/** A filter's value (null: not filtered), or why the request cannot be answered. */
export type Filter<T> = { value: T | null } | { status: 400 | 404; message: string };

/** Empty filters are removed (spec dashboard §7): `state=` is no filter, like none. */
function given(raw: string | undefined): string | null {
  const trimmed = raw?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A state by two-letter code or full name, case-insensitive, as its two-letter code. A state
 * that does not exist is not found, unlike a state that merely has nothing to list.
 */
export function stateFilter(raw: string | undefined): Filter<string> {
  const wanted = given(raw);
  if (wanted === null) return { value: null };
  const state = findUsState(wanted);
  return state
    ? { value: state.abbreviation }
    : { status: 404, message: `Unknown state: ${wanted}` };
}

/** A tier, compared uppercased (spec dashboard §3). */
export function tierFilter(raw: string | undefined): Filter<Tier> {
  const wanted = given(raw);
  if (wanted === null) return { value: null };
  const tier = parseTier(wanted);
  return tier
    ? { value: tier }
    : { status: 400, message: `Tier must be one of ${TIERS.join(', ')}` };
}
