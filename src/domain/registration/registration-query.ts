import { parseTier, type Tier } from '../tiers';
import { isRestoreId } from './restore-id';

/** The registration query parameters (spec foundation §2 "Registration flow"). */
export interface RegistrationQuery {
  /** The plan to preselect on page1, or none. */
  tier: Tier | null;
  /** A well-formed restore_id, or none: a malformed one starts a normal session. */
  restoreId: string | null;
}

/**
 * `tiers` names the plan chosen on the marketing site, compared uppercased. A missing or
 * unknown tier preselects nothing rather than falling back to a default plan: page1 requires a
 * tier, so the visitor picks the plan they pay for instead of carrying on with one they never
 * chose.
 */
export function parseRegistrationQuery(search: string): RegistrationQuery {
  const params = new URLSearchParams(search);
  const restoreId = params.get('restore_id')?.trim() ?? '';
  return {
    tier: parseTier(params.get('tiers')?.trim()),
    restoreId: isRestoreId(restoreId) ? restoreId : null,
  };
}
