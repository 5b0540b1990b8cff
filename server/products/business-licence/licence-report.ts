import {
  activityInSentence,
  type BusinessActivityId,
} from '../../../src/domain/business-license/business-activities';
import {
  LICENCE_LEVEL_HEADINGS,
  LICENCE_LEVELS,
} from '../../../src/domain/business-license/licence-levels';
import { type LicenceRule } from '../../../src/domain/business-license/licence-rule';
import type {
  IndustryKeyword,
  LicenceReport,
} from '../../../src/domain/contracts/business-license';
import { findUsState } from '../../../src/domain/us-states';
import { findLicences, type LicencePlace } from './licence-matching';

/** What the report is prepared from: the owner's answers and where the business is. */
export interface LicenceReportRequest {
  businessName: string;
  industry: IndustryKeyword;
  /** The activities the owner ticked on the flow's second step. */
  activities: readonly BusinessActivityId[];
  place: LicencePlace;
  /** The day it is prepared (YYYY-MM-DD), shown on it. */
  preparedOn: string;
  /** The business's EIN, masked, as Charter has it then; null when it has none. */
  einMasked: string | null;
}

/** One licence in the report: its rule, and why it is there. */
export interface ReportedLicence {
  rule: LicenceRule;
  /** "Every business in Texas", "Because your business serves or sells alcoholic drinks"… */
  why: string;
  /**
   * True when it depends on something the owner was not asked (hiring, working from home,
   * selling taxable goods outside the industries that plainly do): read "if".
   */
  conditional: boolean;
}

/**
 * Industries that plainly sell goods or taxable meals to customers (retail, online stores,
 * food service): their sales-tax registration is reported as theirs, not as an "if".
 */
const SELLING_NAICS_PREFIXES = ['44', '45', '722'];

/** Asked of nobody on the flow's steps, and true of many: reported with an "if". */
const EVERYDAY_ACTIVITIES: readonly BusinessActivityId[] = [
  'sells_taxable_goods',
  'has_employees',
  'home_based',
];

/**
 * The warning every report carries (issue 27): once a business is on the public record, private
 * companies mail owners official-looking offers.
 */
export const COMPLIANCE_LETTER_WARNING =
  'After you form a business, you may receive letters that look official, with a seal, a case number or a deadline, offering a certificate of good standing, a “compliance” package, a labor-law poster or to file your annual report, for a fee. Many come from private companies, not from an agency. Before you pay, check the request on the agency’s own website named in this report, or call the agency.';

/** The place a rule names, as a sentence names it. */
function jurisdictionName(rule: LicenceRule): string {
  if (rule.level === 'federal') return 'the United States';
  const [state, local] = rule.jurisdiction.split('/');
  return local ?? findUsState(state!)?.name ?? state!;
}

/**
 * The business licence report (issue 27, item 5): every licence that applies or may apply to
 * the business, by level and in the order to act on them, each with why; what Charter could
 * not determine and whom to ask; and the warning about compliance-letter offers.
 */
export function prepareLicenceReport(
  rules: readonly LicenceRule[],
  request: LicenceReportRequest,
): LicenceReport {
  const ticked = new Set<BusinessActivityId>(request.activities);
  if (SELLING_NAICS_PREFIXES.some((prefix) => request.industry.naics.startsWith(prefix))) {
    ticked.add('sells_taxable_goods');
  }
  const unasked = EVERYDAY_ACTIVITIES.filter((activity) => !ticked.has(activity));
  const found = findLicences(rules, request.place, [...ticked, ...unasked]);

  const reported = (rule: LicenceRule): ReportedLicence => {
    if (rule.trigger.all) {
      return { rule, why: `Every business in ${jurisdictionName(rule)}`, conditional: false };
    }
    const triggers = rule.trigger.activities ?? [];
    const own = triggers.find((activity) => ticked.has(activity));
    if (own)
      return { rule, why: `Because your business ${activityInSentence(own)}`, conditional: false };
    const condition = triggers.find((activity) => unasked.includes(activity))!;
    return { rule, why: `If your business ${activityInSentence(condition)}`, conditional: true };
  };

  return {
    businessName: request.businessName,
    industry: { keyword: request.industry.Keyword, naics: request.industry.naics },
    place: request.place,
    preparedOn: request.preparedOn,
    einMasked: request.einMasked,
    levels: LICENCE_LEVELS.map((level) => ({
      level,
      heading: LICENCE_LEVEL_HEADINGS[level],
      // What surely applies first; within each part, findLicences' order to act.
      licences: found.byLevel[level]
        .map(reported)
        .sort((a, b) => Number(a.conditional) - Number(b.conditional)),
    })),
    unknown: found.unknown,
    warning: COMPLIANCE_LETTER_WARNING,
  };
}
