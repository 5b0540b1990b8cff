import { HUB_READ } from './hub-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import {
  articleListAnswer,
  type ArticleList,
  type ArticleListQuery,
} from '../../../domain/contracts/hub-articles';
import { ARTICLES_DOCUMENT_TYPE } from '../../../domain/hub/hub-content';

const PATH = '/v1/articles/articles';

/** GET /v1/articles/articles: a page of articles, newest first, without bodies (spec §7). */
export async function getArticles(
  { page = 1, limit = 10 }: ArticleListQuery,
  signal?: AbortSignal,
): Promise<ArticleList> {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    document_type: String(ARTICLES_DOCUMENT_TYPE),
  });
  const answer = await contentJson(`${PATH}?${params}`, { signal });
  checkAnswer(articleListAnswer, answer, `GET ${PATH}`);
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
