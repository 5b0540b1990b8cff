import { describe, expect, it } from 'vitest';
import { chosenIndustry, INDUSTRY_CLEARED, industryAnswerOf } from './industry-answer';
import { naicsOfKeywordId } from './industry-keyword';

describe('the industry answer', () => {
  it('is stored as keywordId:keywordName and read back; a name may hold colons', () => {
    const answer = industryAnswerOf({
      'Keyword ID': 'c-food-truck',
      Keyword: 'Food truck',
      naics: '722330',
    });
    expect(answer).toBe('c-food-truck:Food truck');
    expect(chosenIndustry(answer)).toEqual({
      keywordId: 'c-food-truck',
      keywordName: 'Food truck',
    });
    expect(chosenIndustry('722511:Restaurants: full service')?.keywordName).toBe(
      'Restaurants: full service',
    );
  });

  it('is none for CLEAR, nothing, or anything not in its shape', () => {
    for (const none of [
      INDUSTRY_CLEARED,
      '',
      undefined,
      null,
      42,
      ':Food',
      'c-food-truck:',
      ['x'],
    ]) {
      expect(chosenIndustry(none)).toBeNull();
    }
  });

  it('names its NAICS code from the id where the id says it, else from the list', () => {
    expect(naicsOfKeywordId('722511', undefined)).toBe('722511');
    expect(naicsOfKeywordId('722511-steak-houses', undefined)).toBe('722511');
    expect(naicsOfKeywordId('c-food-truck', undefined)).toBeNull();
    expect(
      naicsOfKeywordId('c-food-truck', [
        { 'Keyword ID': 'c-food-truck', Keyword: 'Food truck', naics: '722330' },
      ]),
    ).toBe('722330');
  });
});
