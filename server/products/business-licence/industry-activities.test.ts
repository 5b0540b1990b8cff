import { describe, expect, it } from 'vitest';
import { activitiesOfIndustry } from './industry-activities';
import { buildIndustryKeywords } from './industry-keywords';

const offered = (naics: string) => activitiesOfIndustry(naics).map((a) => a.IndustryActivityId);

describe('the activities step per industry (issue 27)', () => {
  it('asks a restaurant about alcohol and food, with the activity list’s wording', () => {
    expect(activitiesOfIndustry('722511')).toEqual([
      { IndustryActivityId: 'sells_alcohol', DisplayName: 'Serves or sells alcoholic drinks' },
      { IndustryActivityId: 'food', DisplayName: 'Prepares, serves or sells food' },
    ]);
  });

  it('asks what the industry is licensed for', () => {
    expect(offered('484110')).toEqual(['freight_transport']);
    expect(offered('812112')).toEqual(['cosmetology']);
    expect(offered('624410')).toEqual(['child_care']);
    expect(offered('312120')).toEqual(['makes_alcohol']);
    expect(offered('453991')).toEqual(['tobacco_vape']);
    expect(offered('238910')).toEqual(['explosives', 'contractor']);
  });

  it('has none for an industry with no licensed activity, so the flow skips the step', () => {
    expect(offered('511210')).toEqual([]); // software publishers
    expect(offered('541219')).toEqual([]); // bookkeeping, not a CPA firm
    expect(offered('999999')).toEqual([]);
  });

  it('asks the owners’ common names about what they are licensed for', () => {
    const keywords = buildIndustryKeywords();
    const naicsOf = (name: string) => keywords.find((keyword) => keyword.Keyword === name)!.naics;
    expect(offered(naicsOf('Vape shop'))).toContain('tobacco_vape');
    expect(offered(naicsOf('Food truck'))).toContain('food');
    expect(offered(naicsOf('Hair salon'))).toEqual(['cosmetology']);
    expect(offered(naicsOf('Daycare'))).toEqual(['child_care']);
    expect(offered(naicsOf('Brewery'))).toEqual(['makes_alcohol']);
    expect(offered(naicsOf('Bookkeeping'))).toEqual([]);
  });
});
