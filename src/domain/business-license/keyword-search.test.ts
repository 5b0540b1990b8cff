import { describe, expect, it } from 'vitest';
import type { IndustryKeyword } from '../contracts/business-license';
import { censusExampleKeywordId, commonNameKeywordId } from './industry-keyword';
import { indexKeywords, searchKeywords } from './keyword-search';

const title = (naics: string, Keyword: string): IndustryKeyword => ({
  'Keyword ID': naics,
  Keyword,
  naics,
});
const common = (naics: string, name: string): IndustryKeyword => ({
  'Keyword ID': commonNameKeywordId(name),
  Keyword: name,
  naics,
});
const example = (naics: string, text: string): IndustryKeyword => ({
  'Keyword ID': censusExampleKeywordId(naics, text),
  Keyword: text,
  naics,
});

const KEYWORDS = [
  title('812112', 'Beauty Salons'),
  title('812113', 'Nail Salons'),
  title('311811', 'Retail Bakeries'),
  title('624410', 'Child Day Care Services'),
  title('722330', 'Mobile Food Services'),
  title('722320', 'Caterers'),
  title('445110', 'Supermarkets and Other Grocery (except Convenience) Stores'),
  title('445120', 'Convenience Stores'),
  title('448110', "Men's Clothing Stores"),
  example('722330', 'Ice cream truck vendors'),
  example('812112', 'Hairdressing salons or shops'),
  example('445299', 'Coffee and tea (i.e., packaged) stores'),
  common('812112', 'Hair salon'),
  common('722330', 'Food truck'),
  common('722330', 'Taco truck'),
  common('624410', 'Daycare'),
  common('454110', 'E-commerce'),
  common('721191', 'Bed and breakfast'),
  common('722515', 'Café'),
];
const index = indexKeywords(KEYWORDS);
const search = (text: string, limit?: number) =>
  searchKeywords(index, text, limit).map((keyword) => keyword.Keyword);

describe('industry keyword search', () => {
  it('finds nothing for no words', () => {
    expect(search('')).toEqual([]);
    expect(search('  ,.- ')).toEqual([]);
  });

  it('matches the starts of words, in any case, whatever the punctuation', () => {
    expect(search('FOOD TR')).toEqual([
      'Food truck',
      'Mobile Food Services',
      'Taco truck',
      'Ice cream truck vendors',
    ]);
    expect(search('truck, food!')[0]).toBe('Food truck');
    expect(search('mens')).toEqual(["Men's Clothing Stores"]);
    expect(search('cafe')).toEqual(['Café']);
  });

  it('meets plurals with singulars both ways', () => {
    expect(search('salons')).toContain('Hair salon');
    expect(search('salon')).toContain('Beauty Salons');
    expect(search('bakery')).toEqual(['Retail Bakeries']);
  });

  it('matches two words run together, and one word typed as two', () => {
    expect(search('daycare')).toEqual(['Daycare', 'Child Day Care Services']);
    expect(search('day care')).toEqual(['Daycare', 'Child Day Care Services']);
    expect(search('ecommerce')).toEqual(['E-commerce']);
  });

  it('finds a NAICS code typed as digits, its title first', () => {
    expect(search('722330')).toEqual([
      'Mobile Food Services',
      'Food truck',
      'Taco truck',
      'Ice cream truck vendors',
    ]);
    expect(search('7223')).toContain('Caterers');
  });

  it("ranks the owners' names, then titles, then Census examples; the query's start first", () => {
    expect(search('salon')).toEqual([
      'Hair salon',
      'Beauty Salons',
      'Nail Salons',
      'Hairdressing salons or shops',
    ]);
    expect(search('truck')).toEqual(['Food truck', 'Taco truck', 'Ice cream truck vendors']);
  });

  it('leaves out what an industry is not, and the stop words between query words', () => {
    expect(search('convenience')).toEqual(['Convenience Stores']);
    expect(search('bed and breakfast')).toEqual(['Bed and breakfast']);
    expect(search('coffee ie')).toEqual(['Coffee and tea (i.e., packaged) stores']);
    expect(search('ie')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(search('s', 3)).toHaveLength(3);
  });
});
