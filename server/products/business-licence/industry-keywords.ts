import type { IndustryKeyword } from '../../../src/domain/contracts/business-license';
import {
  censusExampleKeywordId,
  commonNameKeywordId,
  foldText,
} from '../../../src/domain/business-license/industry-keyword';
import { NaicsCatalogue } from '../../question-service/naics-catalogue';
import { COMMON_INDUSTRY_NAMES } from './common-industry-names';

/**
 * The industry keywords of the licence flow (issue 27): each six-digit NAICS 2017 title, the
 * Census's illustrative examples of it (its description's "Illustrative Examples", e.g. "Ice
 * cream truck vendors" under Mobile Food Services) and the common names owners use
 * (common-industry-names.ts). The client fetches the list once and searches it where it is
 * (src/domain/business-license/keyword-search.ts). An example that only repeats its industry's
 * title is left out: the title is already there.
 */
export function buildIndustryKeywords(catalogue = new NaicsCatalogue()): IndustryKeyword[] {
  const fromCensus = catalogue.sixDigitCodes().flatMap(({ code, code_title: title }) => [
    { 'Keyword ID': code, Keyword: title, naics: code },
    ...catalogue
      .examples(code)
      .filter((example) => foldText(example) !== foldText(title))
      .map((example) => ({
        'Keyword ID': censusExampleKeywordId(code, example),
        Keyword: example,
        naics: code,
      })),
  ]);
  const common = Object.entries(COMMON_INDUSTRY_NAMES).flatMap(([naics, names]) =>
    names.map((name) => ({ 'Keyword ID': commonNameKeywordId(name), Keyword: name, naics })),
  );
  return [...fromCensus, ...common];
}

let keywords: IndustryKeyword[] | undefined;
let keywordsById: ReadonlyMap<string, IndustryKeyword> | undefined;

/** The industry keywords, built once per process on first use (36 ms: not at every call). */
export function industryKeywords(): IndustryKeyword[] {
  keywords ??= buildIndustryKeywords();
  return keywords;
}

/** An industry keyword by its id: what a submission names and its report is prepared from. */
export function industryKeywordById(id: string): IndustryKeyword | undefined {
  keywordsById ??= new Map(industryKeywords().map((keyword) => [keyword['Keyword ID'], keyword]));
  return keywordsById.get(id);
}
