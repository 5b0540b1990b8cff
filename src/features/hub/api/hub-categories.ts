import { HUB_READ } from './hub-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentJson } from '../../../api/http';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import {
  hubCategoriesAnswer,
  hubCategoryCountAnswer,
  type HubCategories,
  type HubCategoryCounts,
} from '../../../domain/contracts/hub-files';
import type { HubFileKind } from '../../../domain/hub/hub-content';
import { HUB_CATEGORY_COUNTS_PATH } from '../../../domain/hub/content-reads';
import { readAtBoot } from '../../../boot/early-answer';

const CATEGORIES_PATH = '/v1/documents/category';

/** GET /v1/documents/category: every category of guides and templates (spec §7). */
export async function getHubCategories(signal?: AbortSignal): Promise<HubCategories> {
  const answer = await contentJson(CATEGORIES_PATH, { signal });
  checkAnswer(hubCategoriesAnswer, answer, `GET ${CATEGORIES_PATH}`);
  return answer as HubCategories;
}

/** GET /v1/templates/templates/category-count: the categories holding files, with counts. */
export async function getHubCategoryCounts(signal?: AbortSignal): Promise<HubCategoryCounts> {
  const path = HUB_CATEGORY_COUNTS_PATH;
  // The hub's first screen's: usually asked by the early script already (src/boot).
  const answer = await readAtBoot({ service: 'content', path }, signal);
  checkAnswer(hubCategoryCountAnswer, answer, `GET ${path}`);
  return answer as HubCategoryCounts;
}

/** Categories change with a deploy, not while an owner reads: an hour is fresh enough. */
const ONE_HOUR_MS = 3_600_000;

export const hubCategoriesQuery = queryOptions({
  queryKey: ['hub', 'categories'],
  queryFn: ({ signal }) => getHubCategories(signal),
  staleTime: ONE_HOUR_MS,
  retry: retryUnlessRefused,
  ...HUB_READ,
});

export const hubCategoryCountsQuery = queryOptions({
  queryKey: ['hub', 'category-counts'],
  queryFn: ({ signal }) => getHubCategoryCounts(signal),
  staleTime: ONE_HOUR_MS,
  retry: retryUnlessRefused,
  ...HUB_READ,
});

/** The categories of one kind, for the listing page's dropdown. */
export function useHubCategories(kind: HubFileKind) {
  return useQuery({
    ...hubCategoriesQuery,
    select: (answer) => answer.data.filter((category) => category.kind === kind),
  });
}

/** The categories of one kind with their counts, for the hub's 'Explore by category'. */
export function useHubCategoryCounts(kind: HubFileKind) {
  return useQuery({
    ...hubCategoryCountsQuery,
    select: (answer) => answer.data.filter((category) => category.kind === kind),
  });
}
