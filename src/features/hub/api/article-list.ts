import { HUB_READ } from './hub-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedInIndividualId } from '../../../api/session';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import {
  articleListAnswer,
  type ArticleList,
  type ArticleListQuery,
} from '../../../domain/contracts/hub-articles';
import { ARTICLE_LIST_PATH, articleListPath } from '../../../domain/hub/content-reads';
import { readAtBoot } from '../../../boot/early-answer';

/** GET /v1/articles/articles: a page of articles, newest first, without bodies (spec §7). */
export async function getArticles(
  query: ArticleListQuery,
  signal?: AbortSignal,
): Promise<ArticleList> {
  const path = articleListPath(query);
  // The hub's latest were usually asked by the early script already (src/boot).
  const answer = await readAtBoot({ service: 'content', path }, signal);
  checkAnswer(articleListAnswer, answer, `GET ${ARTICLE_LIST_PATH}`);
  return answer as ArticleList;
}

export const articlesKey = ['hub', 'articles'] as const;

/** Favourites are the owner's: the owner is part of the key. */
export function articlesQuery(individualId: number, query: ArticleListQuery) {
  return queryOptions({
    queryKey: [...articlesKey, individualId, query],
    queryFn: ({ signal }) => getArticles(query, signal),
    retry: retryUnlessRefused,
    ...HUB_READ,
  });
}

export function useArticles(query: ArticleListQuery) {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...articlesQuery(individualId, query), enabled: individualId > 0 });
}
