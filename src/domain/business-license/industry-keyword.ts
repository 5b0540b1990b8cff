import type { IndustryKeyword } from '../contracts/business-license';

/**
 * The industry keywords' ids and the text folding the search compares with (issue 27); the
 * keyword's shape is its endpoint's contract (IndustryKeyword, src/domain/contracts/business-license.ts).
 */

/** Where a keyword comes from, which ranks it: the owners' own words first. */
export type KeywordSource = 'common-name' | 'naics-title' | 'census-example';

/**
 * Text as the search compares it: lower case, accents and apostrophes gone ("Men’s" and "mens"
 * are one word), and the periods of abbreviations ("e.g.", "U.S.") closed up.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '');
}

/** Lower-case words of letters and digits joined by hyphens: "Men's clothing store" → "mens-clothing-store". */
function slug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function commonNameKeywordId(name: string): string {
  return `c-${slug(name)}`;
}

export function censusExampleKeywordId(naics: string, example: string): string {
  return `${naics}-${slug(example)}`;
}

export function keywordSource(keywordId: string): KeywordSource {
  if (keywordId.startsWith('c-')) return 'common-name';
  return /^\d{6}$/.test(keywordId) ? 'naics-title' : 'census-example';
}

/**
 * The six-digit NAICS code of a keyword id, where the id says it (a NAICS title's id is its code
 * and a Census example's starts with it); a common name's ('c-food-truck') is found in the list.
 */
export function naicsOfKeywordId(
  keywordId: string,
  keywords: readonly IndustryKeyword[] | undefined,
): string | null {
  const leading = /^(\d{6})(?:-|$)/.exec(keywordId);
  if (leading) return leading[1]!;
  return keywords?.find((keyword) => keyword['Keyword ID'] === keywordId)?.naics ?? null;
}
