import { createElement, useMemo } from 'react';
import { useOwnerProfile } from '../../../api/owner-profile';
import { flowPageId } from '../../../domain/flows/flow';
import { FORMATION_FLOW } from '../../../domain/flows/formation-flow';
import {
  ADDRESS_FIELDS,
  contactDetailsOf,
  type Address,
} from '../../../domain/questionnaire/owner-prefill';
import { usePageDraft } from '../../../questionnaire/use-owner-drafts';
import type { FlowOwner } from '../../../questionnaire/flow-owner';
import type { FlowExtras } from '../../../questionnaire/flow-screen';
import { FormationPageNotes } from './formation-page-notes';

/**
 * The business address of page1, offered to owners (page3) as their address prefill. Other
 * pages do not watch it: page1's own keystrokes must not re-render page1.
 */
function useBusinessAddress(ownerKey: string, watch: boolean): Address | null {
  const page1 = usePageDraft(ownerKey, watch ? flowPageId(FORMATION_FLOW, 'page1') : null);
  return useMemo(() => {
    if (!page1?.answers.business_street_address1) return null;
    return Object.fromEntries(
      ADDRESS_FIELDS.map((key) => [key, String(page1.answers[`business_${key}`] ?? '')]),
    );
  }, [page1]);
}

/**
 * Formation's own additions to the shell: the signed-in owner's contact details and page1's
 * business address as the owners' prefills, and the spec's guidance notes.
 */
export function useFormationExtras({ ownerKey }: FlowOwner, page: string): FlowExtras {
  const { owner } = useOwnerProfile();
  const address = useBusinessAddress(ownerKey, page === 'page3');
  const contact = useMemo(() => (owner ? contactDetailsOf(owner) : null), [owner]);
  return useMemo(() => {
    const { itemLabel } = FORMATION_FLOW.list;
    return {
      question: {
        list: { itemLabel, contact, address },
        notes: createElement(FormationPageNotes, { page }),
      },
      reviewList: { itemLabel, contact },
    };
  }, [contact, address, page]);
}
