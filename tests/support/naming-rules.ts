import type { NamingRules } from '../../src/domain/state-facts/state-facts';

/**
 * Real naming rules, copied from the US LLC State Requirements Dataset (CC BY 4.0,
 * /work/shared/data/us-llc-state-requirements/name-rules/states/*.json) into the wire shape
 * (`entitySuffixRule` → designator_rule, `restrictedWords` → restricted_words, …). Delaware
 * lists no restricted words.
 */

/** name-rules/states/texas.json */
export const TEXAS: NamingRules = {
  designator_rule:
    'Must contain the phrase "limited liability company" or "limited company," or an abbreviation of one of those phrases (e.g., "LLC," "L.L.C.," "LC," "L.C.").',
  designator_citation: 'Tex. Bus. Orgs. Code § 5.056',
  restricted_words: [
    'lotto',
    'lottery',
    'veteran',
    'legion',
    'foreign',
    'Spanish',
    'disabled',
    'war',
    'world war',
  ],
  notes:
    '"Lotto" and "lottery" are prohibited outright (§ 5.061). Veteran-related terms (veteran, legion, foreign, Spanish, disabled, war, world war) require written approval from a congressionally recognized veterans organization (§ 5.062). Names falsely implying affiliation with a governmental entity are prohibited (§ 5.064). Reservations (Form 501, $40; § 4.151(2)) last 120 days and may be renewed for successive 120-day periods during the 30 days before expiry (§§ 5.104–5.105).',
  statute_url: 'https://statutes.capitol.texas.gov/?tab=1&code=BO&chapter=BO.5&artSec=5.053',
  last_verified: '2026-08-06',
};

/** name-rules/states/delaware.json */
export const DELAWARE: NamingRules = {
  designator_rule:
    'Must contain the words "Limited Liability Company" or the abbreviation "L.L.C." or the designation "LLC." The name may contain the name of a member or manager.',
  designator_citation: '6 Del. C. § 18-102',
  restricted_words: [],
  notes:
    'Delaware\'s LLC Act (6 Del. C. ch. 18) sets a narrow designator: only "Limited Liability Company," "L.L.C.," or "LLC" (it does not list "limited company," "LC," or "L.C."). Names are checked against the Division of Corporations records, and Delaware\'s registered-series entities are part of that screen. A reservation lasts 120 days for $75, one of the pricier holds. Delaware LLCs file no annual report but pay a flat $300 annual tax due June 1, and the state\'s draw is its Court of Chancery rather than low fees.',
  statute_url: 'https://delcode.delaware.gov/title6/c018/sc01/index.html#18-102',
  last_verified: '2026-08-04',
};

/** name-rules/states/california.json */
export const CALIFORNIA: NamingRules = {
  designator_rule:
    'Must contain "limited liability company," or the abbreviation "L.L.C." or "LLC" ("limited" may be abbreviated as "Ltd." and "company" as "Co.").',
  designator_citation: 'Cal. Corp. Code § 17701.08(a)',
  restricted_words: [
    'bank',
    'trust',
    'trustee',
    'incorporated',
    'inc.',
    'corporation',
    'corp.',
    'insurer',
    'insurance company',
  ],
  notes:
    'An LLC name may not contain the listed banking/corporate/insurance terms at all (Cal. Corp. Code § 17701.08(e)). Reservations ($10, § 17701.09) cannot run for consecutive 60-day periods for the same applicant. At least one day must elapse between reservations. Filing is fastest online via bizfileOnline.sos.ca.gov.',
  statute_url:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CORP&sectionNum=17701.08',
  last_verified: '2026-07-17',
};
