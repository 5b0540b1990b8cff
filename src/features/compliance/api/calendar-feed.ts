import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import {
  calendarFeedPath,
  type CalendarFeedStatus,
  type NewCalendarFeed,
} from '../../../domain/compliance/compliance-calendar';

function calendarFeedQuery(individualId: number) {
  return queryOptions({
    queryKey: ['calendar-feed', individualId],
    queryFn: ({ signal }) =>
      apiJson<CalendarFeedStatus>(calendarFeedPath(individualId), { signal }),
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
    mutationFn: () => apiJson<NewCalendarFeed>(calendarFeedPath(individualId), { method: 'POST' }),
    onSuccess: (made) =>
      queryClient.setQueryData(queryKey, {
        individual_id: made.individual_id,
        active: true,
        created_at: made.created_at,
      }),
  });
  const revoke = useMutation({
    mutationFn: () =>
      apiJson<CalendarFeedStatus>(calendarFeedPath(individualId), { method: 'DELETE' }),
    onSuccess: (revoked) => {
      make.reset();
      queryClient.setQueryData(queryKey, revoked);
    },
  });
  return { status, make, revoke, madeUrl: make.data?.url ?? null };
}
