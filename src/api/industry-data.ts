import { queryOptions, useQuery } from '@tanstack/react-query';
import { chosenIndustry } from '../domain/business-license/industry-answer';
import { naicsOfKeywordId } from '../domain/business-license/industry-keyword';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import {
  industryActivitiesSchema,
  industryKeywordsSchema,
} from '../domain/contracts/business-license';
import { ApiError, apiJson } from './http';

/*
 * The licence flow's industry data from the main backend (spec foundation §3 "Industry data",
 * §7): the keywords an owner searches for their business, and the activities that change which
 * licences apply to an industry. Shared by the flow's two field renderers and its feature.
 */

const KEYWORDS_PATH = '/v1/business_licenses/industry_codes';
const ACTIVITIES_PATH = '/v1/business_licenses/industry_activity';

/** Spec foundation §8's variants of 'Failed to fetch page data', carrying the status. */
export const INDUSTRY_CODES_FAILURE = 'Failed to fetch industry codes';
export const INDUSTRY_ACTIVITY_FAILURE = 'Failed to fetch IndustryActivity codes';

/** The message of a failed lookup: the spec's words and the status (0: no answer at all). */
export function lookupFailure(failure: string, error: unknown): string {
  return `${failure} (${error instanceof ApiError ? error.status : 0})`;
}

/** Reference data that changes with a release: fetched once, kept all day, usable offline. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

async function fetchKeywords(naics?: string) {
  const path = naics ? `${KEYWORDS_PATH}?naics=${encodeURIComponent(naics)}` : KEYWORDS_PATH;
  const answer = await apiJson(path);
  return checkedAnswer(industryKeywordsSchema, answer, `GET ${KEYWORDS_PATH}`);
}

async function fetchActivities(naics: string) {
  const answer = await apiJson(`${ACTIVITIES_PATH}?industry_code=${encodeURIComponent(naics)}`);
  return checkedAnswer(industryActivitiesSchema, answer, `GET ${ACTIVITIES_PATH}`);
}

/** Every keyword, searched in the browser (src/domain/business-license/keyword-search.ts). */
export const industryKeywordsQuery = queryOptions({
  queryKey: ['business-licenses', 'industry-codes'],
  queryFn: () => fetchKeywords(),
  staleTime: ONE_DAY_MS,
  gcTime: ONE_DAY_MS,
});

/** The keywords of one business class: the formation's, to preselect the industry. */
export function keywordsOfClassQuery(naics: string) {
  return queryOptions({
    queryKey: ['business-licenses', 'industry-codes', naics],
    queryFn: () => fetchKeywords(naics),
    staleTime: ONE_DAY_MS,
  });
}

/** The activities of an industry, by its six-digit NAICS code. */
export function industryActivitiesQuery(naics: string) {
  return queryOptions({
    queryKey: ['business-licenses', 'industry-activity', naics],
    queryFn: () => fetchActivities(naics),
    staleTime: ONE_DAY_MS,
    gcTime: ONE_DAY_MS,
  });
}

/**
 * The activities of the industry an answer names (`keywordId:keywordName`): its six-digit code
 * from the keyword id where the id says it, else from the keyword list (a common name's), which
 * is then fetched; then the code's activities. `industry` is null for CLEAR or no answer.
 */
export function useIndustryActivities(industryAnswer: unknown) {
  const industry = chosenIndustry(industryAnswer);
  const direct = industry && naicsOfKeywordId(industry.keywordId, undefined);
  const keywords = useQuery({ ...industryKeywordsQuery, enabled: Boolean(industry && !direct) });
  const naics = industry ? (direct ?? naicsOfKeywordId(industry.keywordId, keywords.data)) : null;
  const activities = useQuery({ ...industryActivitiesQuery(naics ?? ''), enabled: naics !== null });
  return { industry, keywords, activities };
}
