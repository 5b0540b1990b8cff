import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../api/http';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { stateFileAnswer } from '../../../domain/contracts/formation-statefile';

/**
 * GET /v1/formation/statefile/{id}'s answer, as the server builds it: written out because
 * reading it from its schema (stateFileAnswer) is too deep for tsc; the answer is checked with it.
 */
export interface StateFile {
  id: number;
  business_id: number;
  business_name: string;
  official_business_name: string | null;
  state: string;
  state_code: string;
  status: string;
  service_filing: 'standard' | 'rapid';
  submitted_at: string;
  estimated_business_days: number;
}

/** GET /v1/formation/statefile/{id}; a failure reads 'Failed to fetch statefile data'. */
export async function getStateFile(id: number): Promise<StateFile> {
  try {
    const answer = await apiJson<unknown>(`/v1/formation/statefile/${id}`);
    checkAnswer(stateFileAnswer, answer, 'GET /v1/formation/statefile/{id}');
    return answer as StateFile;
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
