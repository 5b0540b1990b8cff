import { apiJson } from '../../../api/http';
import type { ServerCopy } from '../../../local/local-database';
import { serverCopyOf } from '../../../local/server-copy';

interface ReviewResponse {
  individual_id: number;
  pages: Record<string, unknown>;
}

/** GET /v1/formation/review/{individual_id}: every saved formation page, keyed page1..page4. */
export async function getFormationReview(
  individualId: number,
): Promise<Record<string, ServerCopy>> {
  const body = await apiJson<ReviewResponse>(`/v1/formation/review/${individualId}`);
  return Object.fromEntries(
    Object.entries(body.pages ?? {}).flatMap(([page, presented]) => {
      const saved = serverCopyOf(presented);
      return saved ? [[page, saved]] : [];
    }),
  );
}
