import type { IndustryKeyword } from '../contracts/business-license';

/**
 * The industry answer of the licence flow (spec foundation §3 "Industry data"): the keyword the
 * owner chose, stored as `keywordId:keywordName`, or CLEAR when none is chosen (spec §2:
 * Continue is disabled while it is CLEAR). A keyword id holds no colon, so the first one ends it.
 */
export const INDUSTRY_CLEARED = 'CLEAR';

export interface ChosenIndustry {
  keywordId: string;
  keywordName: string;
}

/** The answer of a keyword. */
export function industryAnswerOf(keyword: IndustryKeyword): string {
  return `${keyword['Keyword ID']}:${keyword.Keyword}`;
}

/** The keyword an answer names; null for CLEAR, an empty answer or anything else. */
export function chosenIndustry(answer: unknown): ChosenIndustry | null {
  if (typeof answer !== 'string' || answer === INDUSTRY_CLEARED) return null;
  const colon = answer.indexOf(':');
  if (colon < 1 || colon === answer.length - 1) return null;
  return { keywordId: answer.slice(0, colon), keywordName: answer.slice(colon + 1) };
}
