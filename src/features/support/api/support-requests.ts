import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import {
  guestRequestAnswerSchema,
  supportRequestListSchema,
  supportRequestThreadSchema,
  type FollowUpBody,
  type GuestRequestBody,
  type SupportRequestBody,
} from '../../../domain/contracts/support-requests';

/*
 * The support requests' calls (decision 0079): the owner's list, one request's thread, a new
 * request, a follow-up; and the /chat visitor's question.
 */

const LIST = 'GET /v1/account/{individual_id}/support-requests';
const THREAD = 'GET /v1/account/{individual_id}/support-requests/{request_id}';
const basePath = (individualId: number) => `/v1/account/${individualId}/support-requests`;

async function getSupportRequests(individualId: number, signal?: AbortSignal) {
  const answer = await apiJson<unknown>(basePath(individualId), { signal });
  return checkedAnswer(supportRequestListSchema, answer, LIST);
}

async function getSupportRequest(individualId: number, requestId: number, signal?: AbortSignal) {
  const answer = await apiJson<unknown>(`${basePath(individualId)}/${requestId}`, { signal });
  return checkedAnswer(supportRequestThreadSchema, answer, THREAD);
}

const listQuery = (individualId: number) =>
  queryOptions({
    queryKey: ['support-requests', individualId],
    queryFn: ({ signal }) => getSupportRequests(individualId, signal),
  });

const threadQuery = (individualId: number, requestId: number) =>
  queryOptions({
    queryKey: ['support-requests', individualId, requestId],
    queryFn: ({ signal }) => getSupportRequest(individualId, requestId, signal),
  });

/** The signed-in owner's requests, newest first. */
export function useSupportRequests() {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...listQuery(individualId), enabled: individualId > 0 });
}

/** One request's messages and attachments, read while `enabled` (its thread is open). */
export function useSupportRequest(requestId: number, enabled: boolean) {
  const individualId = useSignedInIndividualId();
  return useQuery({
    ...threadQuery(individualId, requestId),
    enabled: enabled && individualId > 0,
  });
}

/** A send with the key of what is being sent: a retry of the same words is the same request. */
interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

async function postThread(path: string, { body, idempotencyKey }: Keyed<object>, endpoint: string) {
  const answer = await apiJson<unknown>(path, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    json: body,
  });
  return checkedAnswer(supportRequestThreadSchema, answer, endpoint);
}

/** Sends a new request; its thread is then known and the list read again. */
export function useSendSupportRequest() {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: Keyed<SupportRequestBody>) =>
      postThread(basePath(individualId), send, `POST ${LIST.slice(4)}`),
    onSuccess: async (thread) => {
      queryClient.setQueryData(threadQuery(individualId, thread.request_id).queryKey, thread);
      await queryClient.invalidateQueries({ queryKey: listQuery(individualId).queryKey });
    },
  });
}

/** Adds the owner's follow-up to one of their requests. */
export function useSendFollowUp(requestId: number) {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: Keyed<FollowUpBody>) =>
      postThread(
        `${basePath(individualId)}/${requestId}/messages`,
        send,
        `POST ${THREAD.slice(4)}/messages`,
      ),
    onSuccess: async (thread) => {
      queryClient.setQueryData(threadQuery(individualId, requestId).queryKey, thread);
      await queryClient.invalidateQueries({
        queryKey: listQuery(individualId).queryKey,
        exact: true,
      });
    },
  });
}

/** POST /v1/support/guest-requests: a visitor's question, no sign-in. */
async function sendGuestRequest(body: GuestRequestBody) {
  const answer = await apiJson<unknown>('/v1/support/guest-requests', {
    method: 'POST',
    auth: false,
    json: body,
  });
  return checkedAnswer(guestRequestAnswerSchema, answer, 'POST /v1/support/guest-requests');
}

export function useSendGuestRequest() {
  return useMutation({ mutationFn: sendGuestRequest });
}
