import { apiJson } from '../../../api/http';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import type { ServerCopy } from '../../../local/local-database';

interface ReviewResponse {
  individual_id: number;
  pages: Record<string, Answers & { updated_at: string }>;
}

/** GET /v1/formation/review/{individual_id}: every saved formation page, keyed page1..page4. */
export async function getFormationReview(
  individualId: number,
): Promise<Record<string, ServerCopy>> {
  const body = await apiJson<ReviewResponse>(`/v1/formation/review/${individualId}`);
  return Object.fromEntries(
    Object.entries(body.pages ?? {}).map(([page, saved]) => {
      const { updated_at: updatedAt, individual_id: _owner, ...answers } = saved;
      return [page, { answers, updatedAt }];
    }),
  );
}
