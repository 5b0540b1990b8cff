import { parseTier } from '../tiers';
import { findUsState } from '../us-states';
import type { RegistrationBasics, RegistrationPageAnswers } from './selection-rules';

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
