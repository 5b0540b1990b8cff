import {
  BUSINESS_ACTIVITIES,
  type BusinessActivityId,
} from '../../../src/domain/business-license/business-activities';
import type { IndustryActivity } from '../../../src/domain/contracts/business-license';

/**
 * The activities step's questions per industry (issue 27, item 2): for each NAICS 2017 prefix,
 * the licensed activities a business of that kind may carry out, offered as checkboxes (an
 * owner ticks only what it does, so offering one more is harmless; leaving one out hides a
 * licence). An industry none of these prefixes covers has no activities, and the flow goes
 * straight to review (spec foundation §2). Selling goods, employing and working from home are
 * not asked here: they concern every industry, and the report treats them as their own
 * sections.
 */
const ACTIVITIES_BY_NAICS_PREFIX: ReadonlyArray<readonly [string, readonly BusinessActivityId[]]> =
  [
    // Agriculture, forestry, fishing and hunting
    ['111', ['agriculture']],
    ['112', ['agriculture']],
    ['1141', ['commercial_fishing', 'wildlife']],
    ['1142', ['wildlife']],
    ['1151', ['agriculture']],
    ['1152', ['agriculture']],
    // Mining, quarrying, oil and gas
    ['211', ['mining_drilling']],
    ['212', ['mining_drilling', 'explosives']],
    ['213', ['mining_drilling', 'explosives']],
    ['221113', ['nuclear']],
    // Construction
    ['236', ['contractor']],
    ['237', ['contractor']],
    ['238', ['contractor']],
    ['238910', ['explosives']],
    // Manufacturing
    ['311', ['food', 'agriculture']],
    ['312120', ['makes_alcohol']],
    ['312130', ['makes_alcohol']],
    ['312140', ['makes_alcohol']],
    ['3122', ['makes_tobacco']],
    ['325920', ['explosives']],
    ['332992', ['firearms']],
    ['332994', ['firearms']],
    // Wholesale
    ['423910', ['firearms']],
    ['4245', ['agriculture']],
    ['4248', ['makes_alcohol']],
    ['424930', ['agriculture']],
    ['424940', ['makes_tobacco', 'tobacco_vape']],
    // Retail
    ['4451', ['food', 'sells_alcohol', 'tobacco_vape']],
    ['4452', ['food']],
    ['4453', ['sells_alcohol', 'tobacco_vape']],
    ['444220', ['agriculture']],
    ['447110', ['food', 'sells_alcohol', 'tobacco_vape']],
    ['451110', ['firearms']],
    ['453910', ['wildlife']],
    ['453991', ['tobacco_vape']],
    // The Census files electronic cigarette stores under all other miscellaneous stores.
    ['453998', ['tobacco_vape']],
    // Transportation
    ['481', ['aviation']],
    ['483', ['maritime']],
    ['484', ['freight_transport']],
    ['485', ['passenger_transport']],
    ['487', ['passenger_transport']],
    ['4881', ['aviation']],
    ['488510', ['maritime', 'freight_transport']],
    ['4921', ['freight_transport']],
    ['4922', ['freight_transport']],
    // Information
    ['515', ['broadcasting']],
    ['517', ['broadcasting']],
    // Real estate and professional services
    ['5312', ['real_estate']],
    ['53131', ['real_estate']],
    ['541211', ['accounting']],
    // Waste, health and care
    ['5622', ['nuclear']],
    ['6215', ['nuclear']],
    ['624410', ['child_care']],
    // Arts, recreation, accommodation and food services
    ['713', ['sells_alcohol', 'food']],
    ['7211', ['sells_alcohol', 'food']],
    ['722', ['food', 'sells_alcohol']],
    ['7223', ['food']],
    // Personal care
    ['812111', ['cosmetology']],
    ['812112', ['cosmetology']],
    ['812113', ['cosmetology']],
    ['812199', ['cosmetology']],
  ];

/** The activities offered for a six-digit industry code, in the activity list's order. */
export function activitiesOfIndustry(naics: string): IndustryActivity[] {
  const offered = new Set(
    ACTIVITIES_BY_NAICS_PREFIX.filter(([prefix]) => naics.startsWith(prefix)).flatMap(
      ([, activities]) => activities,
    ),
  );
  return BUSINESS_ACTIVITIES.filter(({ id }) => offered.has(id)).map(({ id, label }) => ({
    IndustryActivityId: id,
    DisplayName: label,
  }));
}
