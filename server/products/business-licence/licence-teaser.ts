import type { BusinessActivityId } from '../../../src/domain/business-license/business-activities';
import { LICENCE_LEVELS } from '../../../src/domain/business-license/licence-levels';
import { type LicenceRule } from '../../../src/domain/business-license/licence-rule';
import type { LicenceTeaser } from '../../../src/domain/contracts/licence-teaser';
import { findLicences, type LicencePlace } from './licence-matching';

/**
 * What nearly every business does, whatever its industry: the teaser counts the licences these
 * bring in, beside those every business there needs. The rest depend on the report's questions.
 */
const TYPICAL_ACTIVITIES: readonly BusinessActivityId[] = ['sells_taxable_goods', 'has_employees'];

/**
 * The dashboard card's preview of the report before purchase: how many licences may apply to a
 * typical business at `place`, by level, and which levels need the report's questions (federal
 * licences follow activities; a county or city Charter has no rules for is to ask).
 */
export function licenceTeaser(
  rules: readonly LicenceRule[],
  businessId: number,
  place: LicencePlace,
): LicenceTeaser {
  const found = findLicences(rules, place, TYPICAL_ACTIVITIES);
  const levels = LICENCE_LEVELS.map((level) => ({
    level,
    may_apply: found.byLevel[level].length,
  })).filter(({ may_apply }) => may_apply > 0);
  const toAsk = LICENCE_LEVELS.filter(
    (level) => level === 'federal' || found.unknown.some((unknown) => unknown.level === level),
  );
  return {
    business_id: businessId,
    state: place.state,
    may_apply: levels.reduce((sum, { may_apply }) => sum + may_apply, 0),
    levels,
    to_ask: toAsk,
  };
}
