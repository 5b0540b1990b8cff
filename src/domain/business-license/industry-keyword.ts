/**
 * An industry keyword (spec foundation §3 "Industry data": Keyword ID, Keyword): what an owner
 * picks on the licence flow's industry step, stored as `keywordId:keywordName`. The server builds
 * the list (server/products/business-licence/industry-keywords.ts); the browser searches it
 * (keyword-search.ts).
 */
export interface IndustryKeyword {
  /**
   * Stable: a stored answer carries it. A NAICS title's is its six-digit code; a common name's
   * is `c-` and its slug (commonNameKeywordId); a Census illustrative example's is its code, `-`
   * and its slug (censusExampleKeywordId). None holds a colon, which ends it in the answer.
   */
  'Keyword ID': string;
  Keyword: string;
  /** The six-digit NAICS 2017 code the keyword belongs to. */
  naics: string;
}

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
