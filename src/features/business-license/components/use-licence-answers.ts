import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keywordsOfClassQuery } from '../../../api/industry-data';
import { chosenIndustry, industryAnswerOf } from '../../../domain/business-license/industry-answer';
import { BUSINESS_LICENSE_FLOW } from '../../../domain/flows/business-license-flow';
import { flowPageId, flowPagePath, type Flow } from '../../../domain/flows/flow';
import { FORMATION_FLOW } from '../../../domain/flows/formation-flow';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import { draftStore } from '../../../local/draft-store';
import type { FlowOwner } from '../../../questionnaire/flow-owner';
import { useOwnerDrafts } from '../../../questionnaire/use-owner-drafts';

/*
 * What the licence flow's pages know of each other (spec foundation §2 "Business licence
 * flow"): each activities page asks about the industry of the page before it, which the
 * formation's business class preselects; the activities ticked follow that industry.
 */

const FLOW = BUSINESS_LICENSE_FLOW;

/** Each activities page, and the industry page it asks about. */
export const INDUSTRY_PAGE_OF: Readonly<Record<string, string>> = {
  'industry-activities': 'industry',
  page3: 'page2',
};

/** The pages that choose the industry. */
export const INDUSTRY_PAGES: ReadonlySet<string> = new Set(['industry', 'page2', 'categories']);

/** The answers this device holds for a page, or its server copy where the device has none. */
function useSavedAnswers(
  owner: FlowOwner,
  flow: Flow,
  page: string | null,
): { answers: Answers | null; settled: boolean } {
  const drafts = useOwnerDrafts(owner.ownerKey);
  const draft = page === null ? undefined : drafts?.get(flowPageId(flow, page));
  const server = useQuery({
    queryKey: ['business-license', 'saved-answers', owner.ownerKey, flow.key, page],
    queryFn: () => owner.fetchPage(flow, page!),
    enabled: page !== null && drafts !== undefined && draft === undefined,
    retry: false,
    // Read once per visit: a refetch as another part of the page mounts would hold it again.
    staleTime: Infinity,
  });
  if (page === null) return { answers: null, settled: true };
  if (draft) return { answers: draft.answers, settled: true };
  // Offline or failed, the page goes on without it: nothing here is worth waiting for.
  // Only its first answer is waited for (isLoading): a refetch in the background is not.
  const settled = drafts !== undefined && !server.isLoading;
  return { answers: server.data?.answers ?? null, settled };
}

/** The industry an activities page asks about ('keywordId:keywordName'), once known. */
export function useAskedIndustry(owner: FlowOwner, page: string) {
  const industryPage = INDUSTRY_PAGE_OF[page] ?? null;
  const saved = useSavedAnswers(owner, FLOW, industryPage);
  const industry = saved.answers?.industry;
  return { industry: chosenIndustry(industry) ? String(industry) : null, settled: saved.settled };
}

/**
 * The industry answer the formation's business class preselects on an industry page the owner
 * has not answered (GET /v1/business_licenses/industry_codes?naics=): the class's own NAICS
 * title. Null when there is none to preselect, or the page is answered.
 */
export function usePreselectedIndustry(owner: FlowOwner, page: string) {
  const asks = INDUSTRY_PAGES.has(page);
  const own = useSavedAnswers(owner, FLOW, asks ? page : null);
  const formation = useSavedAnswers(
    owner,
    FORMATION_FLOW,
    asks && own.settled && !own.answers ? 'page2' : null,
  );
  const naics = String(formation.answers?.business_class ?? '');
  const keywords = useQuery({ ...keywordsOfClassQuery(naics), enabled: /^\d{6}$/.test(naics) });
  const title = keywords.data?.find((keyword) => keyword['Keyword ID'] === naics);
  return {
    industry: title ? industryAnswerOf(title) : null,
    settled: own.settled && formation.settled && !keywords.isLoading,
  };
}

/**
 * Changing the industry clears the activities ticked for another (spec foundation §2): each
 * activities page keeps the industry it was answered for, and is emptied, through the outbox
 * like any edit, when its industry page now says another.
 */
export function useActivitiesFollowIndustry(owner: FlowOwner): void {
  const drafts = useOwnerDrafts(owner.ownerKey);
  useEffect(() => {
    if (!drafts) return;
    for (const [activitiesPage, industryPage] of Object.entries(INDUSTRY_PAGE_OF)) {
      const industry = drafts.get(flowPageId(FLOW, industryPage))?.answers.industry;
      const activities = drafts.get(flowPageId(FLOW, activitiesPage))?.answers;
      if (!chosenIndustry(industry) || !activities || activities.industry === industry) continue;
      void draftStore.flush(
        {
          ownerKey: owner.ownerKey,
          pageId: flowPageId(FLOW, activitiesPage),
          savePath: flowPagePath(FLOW, activitiesPage),
          meta: owner.meta,
        },
        { industry, industry_activity_ids: [] },
      );
    }
  }, [drafts, owner]);
}
