import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import {
  calendarFeedStatusSchema,
  newCalendarFeedSchema,
} from '../../../domain/contracts/compliance-calendar';
import { calendarFeedPath } from '../../../domain/compliance/compliance-calendar';

const FEED_ENDPOINT = '/v1/compliance/calendar-feed/{individual_id}';

/** The feed's status as GET and DELETE answer it, checked with the route's schema. */
async function feedStatus(individualId: number, method: 'GET' | 'DELETE', signal?: AbortSignal) {
  const answer = await apiJson<unknown>(calendarFeedPath(individualId), { method, signal });
  return checkedAnswer(calendarFeedStatusSchema, answer, `${method} ${FEED_ENDPOINT}`);
}

/** A new feed (POST): its address, known only from this answer. */
async function makeFeed(individualId: number) {
  const answer = await apiJson<unknown>(calendarFeedPath(individualId), { method: 'POST' });
  return checkedAnswer(newCalendarFeedSchema, answer, `POST ${FEED_ENDPOINT}`);
}

function calendarFeedQuery(individualId: number) {
  return queryOptions({
    queryKey: ['calendar-feed', individualId],
    queryFn: ({ signal }) => feedStatus(individualId, 'GET', signal),
  });
}

/**
 * The owner's private calendar feed: whether they have one, and making, replacing or revoking
 * it. A new address is known only from the answer that made it (the server keeps its hash):
 * `madeUrl` holds it while this screen is open.
 */
export function useCalendarFeed() {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const { queryKey } = calendarFeedQuery(individualId);
  const status = useQuery({ ...calendarFeedQuery(individualId), enabled: individualId > 0 });
  const make = useMutation({
    mutationFn: () => makeFeed(individualId),
    onSuccess: (made) =>
      queryClient.setQueryData(queryKey, {
        individual_id: made.individual_id,
        active: true,
        created_at: made.created_at,
      }),
  });
  const revoke = useMutation({
    mutationFn: () => feedStatus(individualId, 'DELETE'),
    onSuccess: (revoked) => {
      make.reset();
      queryClient.setQueryData(queryKey, revoked);
    },
  });
  return { status, make, revoke, madeUrl: make.data?.url ?? null };
}
