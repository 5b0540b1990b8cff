import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { useOwnerProfile } from '../../../api/owner-profile';
import { contactDetailsOf } from '../../../domain/questionnaire/owner-prefill';
import type { Answers, PageDefinition } from '../../../domain/questionnaire/page-definition';
import { deviceDatabase } from '../../../local/device-database';
import { keepServerCopy } from '../../../local/drafts';
import type { Draft } from '../../../local/local-database';
import { outboxEntries } from '../../../local/outbox';
import { sendPageSave } from '../../../local/send-page-save';
import { requestDrain } from '../../../local/sync-service';
import { EditPageModal } from '../../../questionnaire/edit-page-modal';
import { reviewSectionProblem } from '../../../questionnaire/review-section-problem';
import { ReviewSections } from '../../../questionnaire/review-sections';
import { StorageProblemNotice } from '../../../questionnaire/storage-problem-notice';
import { setPageHasUnsavedChanges } from '../../../questionnaire/unsaved-changes';
import { useOwnerDrafts } from '../../../questionnaire/use-owner-drafts';
import { usePageDefinition } from '../../../questionnaire/use-page-definition';
import { Button } from '../../../ui/button';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { FormActions, Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { getFormationReview } from '../api/get-formation-review';
import { rememberSubmission, submitFormation } from '../api/submit-formation';
import { REVIEW_SECTIONS, formationPageId } from '../formation-flow';
import { useFormationOwner } from './use-formation-owner';

/** Why Confirm and Continue cannot file yet, in the owner's words. */
async function blockingReason(
  ownerKey: string,
  drafts: Map<string, Draft>,
  definitions: Array<PageDefinition | null | undefined>,
): Promise<string | null> {
  const problem = reviewSectionProblem(REVIEW_SECTIONS, definitions, (page) =>
    drafts.get(formationPageId(page)),
  );
  if (problem) return problem;
  await requestDrain();
  const waiting = (await outboxEntries(deviceDatabase(), ownerKey)).filter((entry) =>
    entry.pageId.startsWith('formation/'),
  );
  const parked = waiting.find((entry) => entry.state === 'parked');
  if (parked)
    return `Your answers could not be saved: ${parked.lastError ?? GENERIC_ERROR_MESSAGE}`;
  if (waiting.length > 0) {
    return navigator.onLine
      ? 'Your latest answers are still being saved. Please try again in a moment.'
      : 'You are offline. Your answers are saved on this device and will be sent when you are back online; you can confirm then.';
  }
  return null;
}

/**
 * The formation review (spec foundation §2): every step's answers with an Edit button opening
 * its modal, Back, and 'Confirm and Continue', which files the formation once every answer has
 * reached the server.
 */
export function FormationReview() {
  const { individualId, ownerKey } = useFormationOwner();
  const [, navigate] = useLocation();
  const definitions = [
    usePageDefinition(formationPageId('page1')),
    usePageDefinition(formationPageId('page2')),
    usePageDefinition(formationPageId('page3')),
    usePageDefinition(formationPageId('page4')),
  ];
  const drafts = useOwnerDrafts(ownerKey);
  const [editing, setEditing] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { owner } = useOwnerProfile();

  // The review page counts as saved (spec: 'Close and finish later' asks nothing here).
  useEffect(() => setPageHasUnsavedChanges(false), []);

  // Pages saved from another device join this device's copies (the owner's own edits win).
  useEffect(() => {
    const db = deviceDatabase();
    getFormationReview(individualId)
      .then((pages) =>
        Promise.all(
          Object.entries(pages).map(([page, saved]) =>
            keepServerCopy(db, ownerKey, formationPageId(page), saved.answers, saved.updatedAt),
          ),
        ),
      )
      .catch(() => undefined); // offline: this device's copies are what there is
  }, [individualId, ownerKey]);

  if (!drafts || definitions.some((definition) => definition === undefined)) {
    return <FullPageLoader label="Loading your answers…" />;
  }

  const apply = async (page: string, answers: Answers) => {
    const pageId = formationPageId(page);
    await sendPageSave(deviceDatabase(), ownerKey, pageId, `/v1/${pageId}`, answers, {
      individual_id: individualId,
    });
  };

  const confirm = async () => {
    setProblem(null);
    setSubmitting(true);
    try {
      const reason = await blockingReason(ownerKey, drafts, definitions);
      if (reason) {
        setProblem(reason);
        return;
      }
      const submission = await submitFormation(individualId);
      rememberSubmission(individualId, submission);
      navigate('/formation/formation-confirmation');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  };

  const editingSection = editing === null ? null : REVIEW_SECTIONS[editing]!;
  const editingDefinition = editing === null ? null : definitions[editing];
  const contact = owner ? contactDetailsOf(owner) : null;

  return (
    <div className="ch-formation-review">
      <PageHeader
        title="Review your formation"
        subtitle="Check every answer before we file with the state. Use Edit to change a section."
      />
      <StorageProblemNotice />
      <ReviewSections
        sections={REVIEW_SECTIONS}
        definitions={definitions}
        answersOf={(page) => drafts.get(formationPageId(page))?.answers ?? null}
        onEdit={setEditing}
      />
      {problem && (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <FormActions>
        <LinkButton to="/formation/page4" variant="secondary">
          Back
        </LinkButton>
        <Button onPress={() => void confirm()} isPending={submitting}>
          Confirm and Continue
        </Button>
      </FormActions>
      {editingSection && editingDefinition && (
        <EditPageModal
          title={editingSection.modalTitle}
          definition={editingDefinition}
          answers={drafts.get(formationPageId(editingSection.page))?.answers ?? {}}
          applyLabel={editingSection.page === 'page3' ? 'Save And Apply Changes' : 'Apply Changes'}
          list={{ itemLabel: 'Owner', contact }}
          onApply={(answers) => apply(editingSection.page, answers)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
