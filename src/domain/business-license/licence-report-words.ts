import type { LicenceReport } from '../contracts/business-license';
import type { LicenceRule } from './licence-rule';

/*
 * The business license report's own words (issue 27, item 5), written once for both of its
 * forms: the PDF the server keeps in the documents store and the page the owner reads it on.
 * The report never fills a gap: a value the agency does not publish says so, and where Charter
 * could not read the agency's page it says to ask the agency.
 */

export const NOT_PUBLISHED = 'Not published by the agency';
export const NOT_CHECKED = 'Charter could not check this source; ask the agency';

/** What the report says in place of a value its rule does not give. */
export function missingValue(rule: LicenceRule): string {
  // Where the agency's page could not be read, a missing value is Charter's gap, not the agency's.
  return rule.sourceChecked ? NOT_PUBLISHED : NOT_CHECKED;
}

/** Whether the licence must be displayed at the business's premises, in words. */
export function displayAnswer(rule: LicenceRule): string {
  if (rule.display === null) return missingValue(rule);
  return rule.display ? 'Yes' : 'No';
}

/** A level the rules hold nothing for, for this business. */
export const NO_LICENCE_AT_LEVEL = 'No license found in Charter’s rules at this level.';

export const UNKNOWN_HEADING = 'What Charter could not determine';
export const WARNING_HEADING = 'Beware of compliance letters';

/** One thing Charter could not determine, and whom the owner should ask instead. */
export function unknownLine({ what, askWhom }: LicenceReport['unknown'][number]): string {
  return `${what} Ask ${askWhom}.`;
}

/**
 * The report's EIN line (decision 0087): licence applications ask for the business's EIN, so the
 * report says what Charter had when it was prepared, masked; null for a report prepared before
 * Charter kept EINs, which says nothing of it.
 */
export function einLine({ einMasked }: LicenceReport): string | null {
  if (einMasked === undefined) return null;
  return einMasked === null
    ? 'EIN: not on file with Charter when this report was prepared. Most applications ask for it.'
    : `EIN: ${einMasked}. Most applications ask for it; your business profile shows it in full.`;
}

/** Where the business is, as the report's subtitle names it: city, county, state. */
export function reportPlace({ place }: LicenceReport): string {
  return [place.city, place.county, place.state].filter(Boolean).join(', ');
}
