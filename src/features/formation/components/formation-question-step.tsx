import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { Redirect } from 'wouter';
import { useOwnerProfile } from '../../../api/owner-profile';
import {
  ADDRESS_FIELDS,
  contactDetailsOf,
  type Address,
} from '../../../domain/questionnaire/owner-prefill';
import { deviceDatabase } from '../../../local/device-database';
import { getDraft } from '../../../local/drafts';
import { getOwnerPage } from '../../../questionnaire/api/get-owner-page';
import { QuestionPage } from '../../../questionnaire/question-page';
import type { PageSource } from '../../../questionnaire/use-page-answers';
import { usePageDefinition } from '../../../questionnaire/use-page-definition';
import { usePreviousPageGuard } from '../../../questionnaire/use-previous-page-guard';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { formationPageId, pageIdOfUrl } from '../formation-flow';
import { FormationPageNotes } from './formation-page-notes';
import { useFormationOwner } from './use-formation-owner';

/**
 * The business address of page1, offered to owners (page3) as their address prefill. Other
 * pages do not watch it: page1's own keystrokes must not re-render page1.
 */
function useBusinessAddress(ownerKey: string, watch: boolean): Address | null {
  const page1 = useLiveQuery(
    () =>
      watch
        ? getDraft(deviceDatabase(), ownerKey, formationPageId('page1')).catch(() => undefined)
        : undefined,
    [ownerKey, watch],
  );
  return useMemo(() => {
    if (!page1?.answers.business_street_address1) return null;
    return Object.fromEntries(
      ADDRESS_FIELDS.map((key) => [key, String(page1.answers[`business_${key}`] ?? '')]),
    );
  }, [page1]);
}

/** One of formation's four question pages on the engine, behind the previous-page guard. */
export function FormationQuestionStep({ page, stepLabel }: { page: string; stepLabel: string }) {
  const { individualId, ownerKey } = useFormationOwner();
  const pageId = formationPageId(page);
  const definition = usePageDefinition(pageId);
  const guard = usePreviousPageGuard(
    ownerKey,
    definition?.prev_button ? pageIdOfUrl(definition.prev_button.next_page_url) : null,
    (id) => getOwnerPage(individualId, id),
  );
  const { owner } = useOwnerProfile();
  const address = useBusinessAddress(ownerKey, page === 'page3');

  const source: PageSource = useMemo(
    () => ({
      ownerKey,
      pageId,
      savePath: `/v1/${pageId}`,
      meta: { individual_id: individualId },
      fetchSaved: () => getOwnerPage(individualId, pageId),
    }),
    [ownerKey, pageId, individualId],
  );
  const contact = useMemo(() => (owner ? contactDetailsOf(owner) : null), [owner]);

  if (definition === null) return <Redirect to="/not-found" replace />;
  if (guard === 'redirect') return <Redirect to="/formation/page1" replace />;
  if (!definition || guard === 'checking') return <FullPageLoader label="Loading your answers…" />;
  return (
    <QuestionPage
      definition={definition}
      source={source}
      stepLabel={stepLabel}
      list={{ itemLabel: 'Owner', contact, address }}
      notes={<FormationPageNotes page={page} />}
    />
  );
}
