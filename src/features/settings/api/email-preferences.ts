import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import {
  emailPreferencesSchema,
  type EmailPreferencesBody,
} from '../../../domain/contracts/email-preferences';

const ENDPOINT = '/v1/account/{individual_id}/email-preferences';

async function preferencesCall(
  individualId: number,
  init: { json?: EmailPreferencesBody; signal?: AbortSignal } = {},
) {
  const method = init.json ? 'PUT' : 'GET';
  const answer = await apiJson<unknown>(`/v1/account/${individualId}/email-preferences`, {
    method,
    signal: init.signal,
    ...(init.json ? { json: init.json } : {}),
  });
  return checkedAnswer(emailPreferencesSchema, answer, `${method} ${ENDPOINT}`);
}

function emailPreferencesQuery(individualId: number) {
  return queryOptions({
    queryKey: ['email-preferences', individualId],
    queryFn: ({ signal }) => preferencesCall(individualId, { signal }),
  });
}

/** The owner's email switches, and setting one (its answer replaces the page's state). */
export function useEmailPreferences() {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const query = emailPreferencesQuery(individualId);
  const status = useQuery({ ...query, enabled: individualId > 0 });
  const set = useMutation({
    mutationFn: (changes: EmailPreferencesBody) => preferencesCall(individualId, { json: changes }),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
  });
  return { status, set };
}
