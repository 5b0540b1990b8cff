import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../api/http';

export interface StateFile {
  id: number;
  business_id: number;
  business_name: string;
  official_business_name: string;
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
    return await apiJson<StateFile>(`/v1/formation/statefile/${id}`);
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
