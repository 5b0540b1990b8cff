import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { forgetOwnerOnDevice } from '../../../api/forget-owner-on-device';
import { useSignedInIndividualId } from '../../../api/session';
import { beginSignOut } from '../../../api/sign-out-state';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import {
  accountDeletedSchema,
  accountDeletionSchema,
  type AccountDeletionBody,
} from '../../../domain/contracts/account-deletion';

const ENDPOINT = '/v1/account/{individual_id}/deletion';

async function fetchAccountDeletion(individualId: number, signal: AbortSignal) {
  const answer = await apiJson<unknown>(`/v1/account/${individualId}/deletion`, { signal });
  return checkedAnswer(accountDeletionSchema, answer, `GET ${ENDPOINT}`);
}

function accountDeletionQuery(individualId: number) {
  return queryOptions({
    queryKey: ['account-deletion', individualId],
    queryFn: ({ signal }) => fetchAccountDeletion(individualId, signal),
  });
}

/**
 * What deleting the account would keep (read when the dialog opens), and the deletion: once
 * the server has erased the account, this browser forgets it too (tokens, cached answers,
 * drafts) and goes to the page that says what was kept.
 */
export function useAccountDeletion(isOpen: boolean) {
  const individualId = useSignedInIndividualId();
  const status = useQuery({
    ...accountDeletionQuery(individualId),
    enabled: isOpen && individualId > 0,
    // What is kept or in progress may change while the page is open: read it fresh each time.
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: async (body: AccountDeletionBody) => {
      const sent = await apiJson<unknown>(`/v1/account/${individualId}/deletion`, {
        method: 'POST',
        json: body,
      });
      const answer = checkedAnswer(accountDeletedSchema, sent, `POST ${ENDPOINT}`);
      // Every grant is ended: a request still in flight answers 401, which must not send the
      // page to the sign-in page before it leaves for the goodbye page.
      beginSignOut();
      await forgetOwnerOnDevice();
      window.location.assign(answer.next);
      return answer;
    },
  });
  return { status, remove };
}
