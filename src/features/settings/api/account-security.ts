import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import {
  accountSecuritySchema,
  type AccountSecurity,
  type PasswordChangeBody,
} from '../../../domain/contracts/account-security';

const ENDPOINT = '/v1/account/{individual_id}';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every security call answers the page's whole state (decision 0073), checked with its schema. */
async function securityCall(
  individualId: number,
  method: Method,
  path: string,
  init: { json?: object; signal?: AbortSignal } = {},
) {
  const answer = await apiJson<unknown>(`/v1/account/${individualId}${path}`, {
    method,
    ...(init.json ? { json: init.json } : {}),
    signal: init.signal,
  });
  return checkedAnswer(accountSecuritySchema, answer, `${method} ${ENDPOINT}${path}`);
}

function accountSecurityQuery(individualId: number) {
  return queryOptions({
    queryKey: ['account-security', individualId],
    queryFn: ({ signal }) => securityCall(individualId, 'GET', '/security', { signal }),
  });
}

/**
 * The owner's password settings and signed-in devices, and the changes the page makes: each
 * answer replaces the page's state (a password change also signs other devices out).
 */
export function useAccountSecurity() {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const query = accountSecurityQuery(individualId);
  const status = useQuery({ ...query, enabled: individualId > 0 });
  const replace = (answer: AccountSecurity) => queryClient.setQueryData(query.queryKey, answer);
  const changePassword = useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      securityCall(individualId, 'POST', '/password', { json: body }),
    onSuccess: replace,
  });
  const setReminder = useMutation({
    mutationFn: (on: boolean) =>
      securityCall(individualId, 'PUT', '/password-reminder', {
        json: { password_reminder: on },
      }),
    onSuccess: replace,
  });
  const signOut = useMutation({
    mutationFn: (which: { device: string } | 'others') =>
      which === 'others'
        ? securityCall(individualId, 'POST', '/sessions/sign-out-others')
        : securityCall(individualId, 'DELETE', `/sessions/${which.device}`),
    onSuccess: replace,
  });
  return { status, changePassword, setReminder, signOut };
}
