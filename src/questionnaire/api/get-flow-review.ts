import { apiJson } from '../../api/http';
import { flowPageId, type Flow } from '../../domain/flows/flow';
import { draftStore } from '../../local/draft-store';
import type { Answers } from '../../domain/questionnaire/page-definition';
import type { ServerCopy } from '../../local/local-database';
import { serverCopyOf } from '../../local/server-copy';

interface ReviewResponse {
  individual_id: number;
  pages: Record<string, unknown>;
}

/** A reviewed page: saved (its version), or proposed by the server and never saved (null). */
export type ReviewedCopy = Omit<ServerCopy, 'updatedAt'> & { updatedAt: string | null };

/**
 * GET {reviewPath} (spec foundation §7: /v1/formation/review/{id}, /v1/ein/review/{id}): every
 * saved page of a flow's review, keyed by page name, and the pages the server proposes from
 * what it knows (the operating agreement's, from the formation) with updated_at null.
 */
export async function getFlowReview(path: string): Promise<Record<string, ReviewedCopy>> {
  const body = await apiJson<ReviewResponse>(path);
  return Object.fromEntries(
    Object.entries(body.pages ?? {}).flatMap(([page, presented]) => {
      const copy = proposedCopyOf(presented) ?? serverCopyOf(presented);
      return copy ? [[page, copy]] : [];
    }),
  );
}

/**
 * The flow's review from the server joined to this device's copies (own edits win): pages
 * saved elsewhere, and those the server proposes, become the device's drafts.
 */
export async function keepFlowReview(flow: Flow, path: string, ownerKey: string): Promise<void> {
  const pages = await getFlowReview(path);
  await Promise.all(
    Object.entries(pages).map(([page, saved]) =>
      draftStore.keepCopy(ownerKey, flowPageId(flow, page), saved.answers, saved.updatedAt),
    ),
  );
}

/** A page the server proposes (updated_at null): its answers without the meta fields. */
function proposedCopyOf(presented: unknown): ReviewedCopy | null {
  if (!presented || typeof presented !== 'object') return null;
  const { updated_at: updatedAt, individual_id: _owner, ...answers } = presented as Answers;
  return updatedAt === null ? { answers, updatedAt: null } : null;
}
