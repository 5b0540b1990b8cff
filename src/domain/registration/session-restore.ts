import { parseTier, type Tier } from '../tiers';
import { findUsState } from '../us-states';
import type { RegistrationBasics, RegistrationPageAnswers } from './selection-rules';

/** A restore_id has the shape of a UUID, any version, any case (spec foundation §4). */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRestoreId(value: string): boolean {
  return UUID_SHAPE.test(value);
}

/**
 * The restore errors (spec foundation §8). The spec writes out the tier's and elides the other
 * two as 'Entity type is required ...' and 'Business state is required ...': they are completed
 * in the tier's wording.
 */
export const RESTORE_ERRORS = {
  tier: 'Tier is required for session restoration but not found in restored session data',
  entityType:
    'Entity type is required for session restoration but not found in restored session data',
  businessState:
    'Business state is required for session restoration but not found in restored session data',
} as const;

/** A restore that cannot go on; the caller falls back to normal session creation. */
export class SessionRestoreError extends Error {
  override name = 'SessionRestoreError';
}

/**
 * Tier, entity type and business state from restored page1 answers, checked in that order. A
 * tier or state that names no plan or US state counts as not found: the checkout catalogue and
 * the state filing cannot be chosen without them.
 */
export function restoredRegistrationBasics(answers: RegistrationPageAnswers): RegistrationBasics {
  const page1 = answers.page1 ?? {};
  const tier = parseTier(page1.tier);
  if (tier === null) throw new SessionRestoreError(RESTORE_ERRORS.tier);
  const entityType = typeof page1.entity_type === 'string' ? page1.entity_type.trim() : '';
  if (entityType === '') throw new SessionRestoreError(RESTORE_ERRORS.entityType);
  const state =
    typeof page1.business_state === 'string' ? findUsState(page1.business_state) : undefined;
  if (state === undefined) throw new SessionRestoreError(RESTORE_ERRORS.businessState);
  return { tier, entityType, state: state.abbreviation };
}

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
