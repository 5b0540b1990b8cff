import { HUB_READ } from './hub-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { retryUnlessNotFound } from '../../../api/retry-policy';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { articleAnswer, type Article } from '../../../domain/contracts/hub-articles';

/** GET /v1/articles/articles/{id}: one article with its body (spec §7: data.raw). */
export async function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  const path = `/v1/articles/articles/${id}`;
  const answer = await contentJson(path, { signal });
  checkAnswer(articleAnswer, answer, `GET ${path}`);
  return (answer as { data: { raw: Article } }).data.raw;
}

export function articleQuery(individualId: number, id: number) {
  return queryOptions({
    queryKey: ['hub', 'article', individualId, id],
    queryFn: ({ signal }) => getArticle(id, signal),
    retry: retryUnlessNotFound,
    ...HUB_READ,
  });
}

export function useArticle(id: number | null) {
  const individualId = useSignedInIndividualId();
  return useQuery({
    ...articleQuery(individualId, id ?? 0),
    enabled: id !== null && individualId > 0,
  });
}
