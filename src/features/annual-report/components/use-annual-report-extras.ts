import { createElement, Fragment, useEffect, useMemo } from 'react';
import { storeAddressPrefill, storedAddressPrefill } from '../../../api/client-storage';
import { useOwnerProfile } from '../../../api/owner-profile';
import { ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE } from '../../../domain/flows/annual-report-flow';
import { flowPageId } from '../../../domain/flows/flow';
import {
  ADDRESS_FIELDS,
  contactDetailsOf,
  type Address,
} from '../../../domain/questionnaire/owner-prefill';
import type { PageDefinition } from '../../../domain/questionnaire/page-definition';
import type { FlowOwner } from '../../../questionnaire/flow-owner';
import type { FlowExtras } from '../../../questionnaire/flow-screen';
import { usePageDraft } from '../../../questionnaire/use-owner-drafts';
import { useAnnualReportFacts } from '../api/annual-report-facts';
import { AnnualReportDue } from './annual-report-due';
import { WageLawNotice } from './wage-law-notice';

const REVIEW_PATH = `/${ANNUAL_REPORT_FLOW.key}/review`;

/** Spec dashboard §2: the managers' add button and the question before it. */
const ADD_MANAGER = { prompt: 'Have an additional manager?', label: 'Add manager' };

/**
 * The location saved from page1, offered to the managers as their address prefill once the save
 * succeeded (spec dashboard §4), each row's toggle off: read from page1's synced draft, and kept
 * as the spec's addressPrefill for when page1 has changed since without being saved.
 */
function useSavedLocation(ownerKey: string, watch: boolean): Address | null {
  const page1 = usePageDraft(ownerKey, watch ? flowPageId(ANNUAL_REPORT_FLOW, 'page1') : null);
  const saved = useMemo(() => {
    if (page1?.state !== 'synced' || !page1.answers.business_street_address1) return null;
    return Object.fromEntries(
      ADDRESS_FIELDS.map((key) => [key, String(page1.answers[`business_${key}`] ?? '')]),
    ) as Address;
  }, [page1]);
  // Stored as the spec's addressPrefill once the save succeeded (foundation §7, dashboard §4).
  useEffect(() => {
    if (saved) storeAddressPrefill(saved);
  }, [saved]);
  // Page1 edited since (its draft waits to be saved): the address of the last save still holds.
  return saved ?? (watch ? storedAddressPrefill() : null);
}

/** page2 of a state that does not ask the wage-law question continues to the review. */
const toReview = (definition: PageDefinition): PageDefinition => ({
  ...definition,
  next_button: { label: definition.next_button?.label ?? 'Continue', next_page_url: REVIEW_PATH },
});

/**
 * The annual report's additions to the shell (decision 0054): the managers' labels and
 * prefills, the page order of the business's state, the review's 'Manager(s) of {business
 * name}' and the state's due date and fee above it.
 */
export function useAnnualReportExtras(owner: FlowOwner, page: string): FlowExtras {
  const facts = useAnnualReportFacts(owner.individualId!, page).data;
  const { owner: profile } = useOwnerProfile();
  const contact = useMemo(() => (profile ? contactDetailsOf(profile) : null), [profile]);
  const address = useSavedLocation(owner.ownerKey, page === 'page2' || page === 'review');
  const wageLaw = usePageDraft(
    owner.ownerKey,
    page === 'review' && facts?.wage_law.asked
      ? flowPageId(ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE)
      : null,
  );
  const wageLawAnswered = Boolean(wageLaw?.answers.violation);
  return useMemo(() => {
    const list = {
      itemLabel: ANNUAL_REPORT_FLOW.list.itemLabel,
      contact,
      address,
      add: ADD_MANAGER,
    };
    const skipsWageLaw = facts !== undefined && !facts.wage_law.asked;
    return {
      question: {
        list,
        ...(page === 'page2' && skipsWageLaw ? { adaptDefinition: toReview } : {}),
      },
      reviewList: list,
      reviewHeadings: facts ? { page2: `Manager(s) of ${facts.business_name}` } : undefined,
      reviewBack: skipsWageLaw ? `/${ANNUAL_REPORT_FLOW.key}/page2` : undefined,
      reviewIntro: facts
        ? createElement(
            Fragment,
            null,
            facts.wage_law.asked && !wageLawAnswered
              ? createElement(WageLawNotice, { state: facts.state })
              : null,
            createElement(AnnualReportDue, { facts }),
          )
        : undefined,
    };
  }, [facts, contact, address, page, wageLawAnswered]);
}

/** Whether this page is the wage-law question of a state that does not ask it. */
export const skipsPage = (page: string, asked: boolean | undefined) =>
  page === WAGE_LAW_PAGE && asked === false;
