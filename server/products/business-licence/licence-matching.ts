import {
  activityInSentence,
  type BusinessActivityId,
} from '../../../src/domain/business-license/business-activities';
import {
  LICENCE_LEVELS,
  type LicenceLevel,
} from '../../../src/domain/business-license/licence-levels';
import {
  LICENCE_CONFIDENCES,
  type LicenceRule,
} from '../../../src/domain/business-license/licence-rule';
import { findUsState } from '../../../src/domain/us-states';

/** Where the business is and what it does: what decides which licences apply. */
export interface LicencePlace {
  /** Two-letter state code. */
  state: string;
  city: string | null;
  /** As geocoding names it ('King County'); null when the address could not be placed. */
  county: string | null;
}

/** A level Charter has no rules for here, and whom the owner should ask instead. */
export interface UnknownLicences {
  level: LicenceLevel;
  /** What Charter could not determine, in the report's words. */
  what: string;
  askWhom: string;
}

export interface LicenceFindings {
  /** The rules that apply or may apply, per level, in the order to act on them. */
  byLevel: Record<LicenceLevel, LicenceRule[]>;
  unknown: UnknownLicences[];
}

/**
 * Activities that states license themselves: where Charter has no rule of the owner's state for
 * one the owner does, the report says so instead of implying none is needed.
 */
const STATE_LICENSED_ACTIVITIES: ReadonlySet<BusinessActivityId> = new Set([
  'sells_alcohol',
  'food',
  'tobacco_vape',
  'child_care',
  'contractor',
  'cosmetology',
  'real_estate',
  'accounting',
  'passenger_transport',
  'freight_transport',
]);

/** The place a rule's jurisdiction names, compared without case or spacing differences. */
/**
 * Whether two names are one place, as geocoders and rules write them: 'King County' and 'king
 * county', or 'Travis' (the ZIP dataset drops the word) and 'Travis County'.
 */
function samePlace(a: string, b: string): boolean {
  const fold = (text: string) =>
    text
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase()
      .replace(/ (county|parish|borough)$/, '');
  return fold(a) === fold(b);
}

function coversPlace(rule: LicenceRule, place: LicencePlace): boolean {
  const [state, local] = rule.jurisdiction.split('/');
  switch (rule.level) {
    case 'federal':
      return true;
    case 'state':
      return state === place.state;
    case 'county':
      return state === place.state && place.county !== null && samePlace(local!, place.county);
    case 'city':
      return state === place.state && place.city !== null && samePlace(local!, place.city);
  }
}

function triggered(rule: LicenceRule, activities: ReadonlySet<string>): boolean {
  return rule.trigger.all || (rule.trigger.activities ?? []).some((id) => activities.has(id));
}

/**
 * What to do first: a licence every business there needs before one for an activity (a
 * state's or city's general licence is often what activity licences are added to), then
 * what applies before what may apply before what to ask about.
 */
function actionOrder(a: LicenceRule, b: LicenceRule): number {
  return (
    Number(b.trigger.all) - Number(a.trigger.all) ||
    LICENCE_CONFIDENCES.indexOf(a.confidence) - LICENCE_CONFIDENCES.indexOf(b.confidence) ||
    a.licence.localeCompare(b.licence)
  );
}

/**
 * The licences a business at `place` doing `activities` needs, from `rules`, by level; and for
 * each level Charter cannot answer (no rules for the county or city, a state activity not
 * researched for this state), what it could not determine and whom to ask.
 */
export function findLicences(
  rules: readonly LicenceRule[],
  place: LicencePlace,
  activities: readonly BusinessActivityId[],
): LicenceFindings {
  const chosen = new Set<string>(activities);
  const byLevel = Object.fromEntries(
    LICENCE_LEVELS.map((level) => [
      level,
      rules
        .filter(
          (rule) => rule.level === level && coversPlace(rule, place) && triggered(rule, chosen),
        )
        .sort(actionOrder),
    ]),
  ) as Record<LicenceLevel, LicenceRule[]>;
  return { byLevel, unknown: unknownLevels(rules, place, activities) };
}

function unknownLevels(
  rules: readonly LicenceRule[],
  place: LicencePlace,
  activities: readonly BusinessActivityId[],
): UnknownLicences[] {
  const stateName = findUsState(place.state)?.name ?? place.state;
  const unknown: UnknownLicences[] = [];
  const stateRules = rules.filter(
    (rule) => rule.level === 'state' && rule.jurisdiction === place.state,
  );
  const unresearched = activities.filter(
    (activity) =>
      STATE_LICENSED_ACTIVITIES.has(activity) &&
      !stateRules.some((rule) => rule.trigger.activities?.includes(activity)),
  );
  if (unresearched.length) {
    unknown.push({
      level: 'state',
      what: `Charter does not yet have ${stateName}'s license rules for some of your activities (${unresearched.map(activityInSentence).join('; ')}).`,
      askWhom: `${stateName}'s licensing agencies for those activities (the state's business portal lists them)`,
    });
  }
  const hasLocal = (level: 'county' | 'city') =>
    rules.some((rule) => rule.level === level && coversPlace(rule, place));
  if (place.county === null) {
    unknown.push({
      level: 'county',
      what: 'Charter could not find the county of your business address, so county licenses are not checked.',
      askWhom: 'the county clerk of the county your business is in',
    });
  } else if (!hasLocal('county')) {
    unknown.push({
      level: 'county',
      what: `Charter does not have ${place.county}'s own license rules.`,
      askWhom: `the ${place.county} clerk, ${stateName}`,
    });
  }
  if (place.city === null || !hasLocal('city')) {
    const city = place.city ?? 'your city or town';
    unknown.push({
      level: 'city',
      what: `Charter does not have ${city}'s own license rules (a city business license, zoning or home occupation permits).`,
      askWhom: `${city} city hall (the city clerk or business license office)`,
    });
  }
  return unknown;
}
