import { apiJson } from '../../api/http';
import type { ServerCopy } from '../../local/local-database';
import { serverCopyOf } from '../../local/server-copy';

interface ReviewResponse {
  individual_id: number;
  pages: Record<string, unknown>;
}

/**
 * GET {reviewPath} (spec foundation §7: /v1/formation/review/{id}, /v1/ein/review/{id}): every
 * saved page of a flow's review, keyed by page name.
 */
export async function getFlowReview(path: string): Promise<Record<string, ServerCopy>> {
  const body = await apiJson<ReviewResponse>(path);
  return Object.fromEntries(
    Object.entries(body.pages ?? {}).flatMap(([page, presented]) => {
      const saved = serverCopyOf(presented);
      return saved ? [[page, saved]] : [];
    }),
  );
}
