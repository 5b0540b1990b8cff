import { describe, expect, it } from 'vitest';
import {
  foldText,
  keywordSource,
  type KeywordSource,
} from '../../../src/domain/business-license/industry-keyword';
import { indexKeywords, searchKeywords } from '../../../src/domain/business-license/keyword-search';
import { NaicsCatalogue } from '../../question-service/naics-catalogue';
import { COMMON_INDUSTRY_NAMES } from './common-industry-names';
import { buildIndustryKeywords } from './industry-keywords';

const catalogue = new NaicsCatalogue();
const keywords = buildIndustryKeywords(catalogue);
const index = indexKeywords(keywords);
/** The NAICS codes of the first `count` results. */
const codesFound = (text: string, count: number) =>
  searchKeywords(index, text, count).map(({ naics }) => naics);

describe('industry keywords', () => {
  it('hold every six-digit NAICS title, Census examples and over 300 common names: 2,000+', () => {
    const sixDigit = catalogue.sixDigitCodes();
    expect(sixDigit).toHaveLength(1057);
    const count = (source: KeywordSource) =>
      keywords.filter((keyword) => keywordSource(keyword['Keyword ID']) === source).length;
    expect(count('naics-title')).toBe(sixDigit.length);
    expect(count('census-example')).toBeGreaterThan(1_900);
    expect(count('common-name')).toBeGreaterThanOrEqual(300);
    expect(keywords.length).toBeGreaterThanOrEqual(2_000);
    expect(keywords).toContainEqual({
      'Keyword ID': '722330-ice-cream-truck-vendors',
      Keyword: 'Ice cream truck vendors',
      naics: '722330',
    });
  });

  it('tie every common name to a six-digit code of the catalogue', () => {
    const codes = new Set(catalogue.sixDigitCodes().map(({ code }) => code));
    expect(Object.keys(COMMON_INDUSTRY_NAMES).filter((code) => !codes.has(code))).toEqual([]);
    expect(keywords.every(({ naics }) => codes.has(naics))).toBe(true);
  });

  it('have unique ids, free of the colon that ends one in a stored answer, and unique names', () => {
    const ids = keywords.map((keyword) => keyword['Keyword ID']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9-]+$/.test(id))).toEqual([]);
    const names = keywords.map(({ Keyword }) => foldText(Keyword).replace(/[^a-z0-9]+/g, ' '));
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });
});

describe('industry keyword search on the full list', () => {
  it('finds the NAICS code of the names owners use', () => {
    expect(codesFound('food truck', 1)).toEqual(['722330']);
    expect(codesFound('bookkeep', 1)).toEqual(['541219']);
    // The Census's 2017 index puts "Electronic cigarette stores" here, not in Tobacco Stores.
    expect(codesFound('vape', 1)).toEqual(['453998']);
    expect(codesFound('daycare', 1)).toEqual(['624410']);
    expect(codesFound('landscaping', 1)).toEqual(['561730']);
    expect(codesFound('coffee shop', 1)).toEqual(['722515']);
    expect(codesFound('gun shop', 1)).toEqual(['451110']);
    expect(codesFound('online store', 1)).toEqual(['454110']);
    expect(codesFound('etsy', 1)).toEqual(['454110']);
    expect(codesFound('airbnb host', 1)).toEqual(['721199']);
    expect(codesFound('Dog Grooming', 1)).toEqual(['812910']);
  });

  it('puts Hair salon near the top for "hair" and for "salons"', () => {
    const top = (text: string) => searchKeywords(index, text, 5).map(({ Keyword }) => Keyword);
    expect(top('hair')).toContain('Hair salon');
    expect(top('salons')).toContain('Hair salon');
  });

  it('answers a six-digit code with that industry first', () => {
    const [first, ...rest] = searchKeywords(index, '722330');
    expect(first).toEqual({
      'Keyword ID': '722330',
      Keyword: 'Mobile Food Services',
      naics: '722330',
    });
    expect(rest.every(({ naics }) => naics === '722330')).toBe(true);
  });
});
