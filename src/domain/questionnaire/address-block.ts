import { findUsState } from '../us-states';
import type { Answers } from './page-definition';

/**
 * An address block of a page or list row (spec foundation §3 "Address fields"):
 * street_address1, street_address2, city, state (its full name) and zip_code, all named with
 * the block's prefix ('', 'business_', 'mailing_').
 */
const STREET_LINE = 'street_address1';

/** The prefix of the block whose first street line this is; null for any other field. */
export function addressBlockPrefix(fieldName: string): string | null {
  return fieldName.endsWith(STREET_LINE) ? fieldName.slice(0, -STREET_LINE.length) : null;
}

/** The block's chosen state as the address search takes it (two letters), null before one. */
export function addressBlockState(answers: Answers, prefix: string): string | null {
  const state = answers[`${prefix}state`];
  return typeof state === 'string' ? (findUsState(state)?.abbreviation ?? null) : null;
}

/** An address chosen from the search, with the state as its two-letter abbreviation. */
export interface ChosenAddress {
  line1: string;
  city: string;
  state: string;
  postal_code: string;
}

/**
 * A chosen address as the block's answers: street, city, state and ZIP code. The second line
 * stays as typed: no suggestion knows a suite.
 */
export function addressBlockAnswers(prefix: string, chosen: ChosenAddress): Answers {
  const state = findUsState(chosen.state);
  return {
    [`${prefix}${STREET_LINE}`]: chosen.line1,
    [`${prefix}city`]: chosen.city,
    ...(state ? { [`${prefix}state`]: state.name } : {}),
    [`${prefix}zip_code`]: chosen.postal_code,
  };
}
