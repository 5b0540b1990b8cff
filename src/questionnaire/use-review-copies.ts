import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import { flowPageId, possiblePages, type Flow, type FlowReview } from '../domain/flows/flow';
import type { Answers } from '../domain/questionnaire/page-definition';
import { draftStore } from '../local/draft-store';
import { keepFlowReview } from './api/get-flow-review';
import type { FlowOwner } from './flow-owner';

/**
 * The pages a flow's review shows, saved from another device or browser (or proposed by the
 * server), joining this device's copies (own edits win): read from the flow's review route, or
 * page by page. Returns what a failed read of the review says, or null.
 */
export function useReviewCopies(flow: Flow, owner: FlowOwner): string | null {
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const { ownerKey } = owner;
  useEffect(() => {
    const review = flow.review as FlowReview;
    const keep = (page: string, saved: { answers: Answers; updatedAt: string | null } | null) =>
      saved &&
      draftStore.keepCopy(ownerKey, flowPageId(flow, page), saved.answers, saved.updatedAt);
    const { reviewPath } = review;
    if (reviewPath && owner.individualId !== undefined) {
      keepFlowReview(flow, reviewPath(owner.individualId), ownerKey).catch((error: unknown) => {
        // Offline, this device's copies are what there is; a server failure is said.
        if (error instanceof ApiError && error.status > 0) {
          setLoadProblem(`${flow.loadFailure} (${error.status})`);
        }
      });
      return;
    }
    for (const page of new Set(review.sections.flatMap(({ page }) => possiblePages(page)))) {
      owner
        .fetchPage(flow, page)
        .then((saved) => keep(page, saved))
        .catch(() => undefined);
    }
  }, [flow, owner, ownerKey]);
  return loadProblem;
}
