import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../api/http';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { stateFileAnswer } from '../../../domain/contracts/formation-statefile';

/** GET /v1/formation/statefile/{id}; a failure reads 'Failed to fetch statefile data'. */
export async function getStateFile(id: number) {
  try {
    const answer = await apiJson<unknown>(`/v1/formation/statefile/${id}`);
    return checkedAnswer(stateFileAnswer, answer, 'GET /v1/formation/statefile/{id}');
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, `Failed to fetch statefile data (${status})`, null);
  }
}

export const stateFileQuery = (id: number) =>
  queryOptions({
    queryKey: ['formation-statefile', id],
    queryFn: () => getStateFile(id),
    staleTime: 60_000,
    retry: 1,
  });

export function useStateFile(id: number | null) {
  return useQuery({ ...stateFileQuery(id ?? 0), enabled: id !== null });
}
