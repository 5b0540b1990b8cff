import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { sessionOwnerKey } from '../../../api/browser-session-cookie';
import { useSession } from '../../../api/session';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import { deviceDatabase } from '../../../local/device-database';
import { keepServerCopy } from '../../../local/drafts';
import { sendPageSave } from '../../../local/send-page-save';
import { getSessionPage } from '../../../questionnaire/api/get-session-page';
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
import { REGISTRATION_REVIEW_SECTIONS, registrationPageId } from '../registration-flow';
import './registration-review.css';

export interface RegistrationReviewProps {
  sessionId: string;
}

/**
 * The registration review (spec foundation §2 "There is also a review page"), between the new
 * account (page5) and the checkout: the answers of page1-page4 with an Edit button each. An edit
 * is kept on this device at once and saved like a page's Continue; the checkout builds the
 * order from these same answers, so a changed plan or filing speed is what gets paid.
 */
export function RegistrationReview({ sessionId }: RegistrationReviewProps) {
  const session = useSession();
  const [, navigate] = useLocation();
  const ownerKey = sessionOwnerKey(sessionId);
  const definitions = [
    usePageDefinition(registrationPageId('page1')),
    usePageDefinition(registrationPageId('page2')),
    usePageDefinition(registrationPageId('page3')),
    usePageDefinition(registrationPageId('page4')),
  ];
  const drafts = useOwnerDrafts(ownerKey);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The review page counts as saved: leaving it asks nothing.
  useEffect(() => setPageHasUnsavedChanges(false), []);

  // Pages answered in another browser (a restored registration) join this device's copies.
  useEffect(() => {
    const db = deviceDatabase();
    for (const section of REGISTRATION_REVIEW_SECTIONS) {
      getSessionPage(sessionId, section.page)
        .then(
          (saved) =>
            saved &&
            keepServerCopy(
              db,
              ownerKey,
              registrationPageId(section.page),
              saved.answers,
              saved.updatedAt,
            ),
        )
        .catch(() => undefined); // offline: this device's copies are what there is
    }
  }, [sessionId, ownerKey]);

  if (session.status === 'signed-out') return <Redirect to="/registration/page5" replace />;
  if (!drafts || definitions.some((definition) => definition === undefined)) {
    return <FullPageLoader label="Loading your answers…" />;
  }

  const answersOf = (page: string): Answers | null =>
    drafts.get(registrationPageId(page))?.answers ?? null;

  const apply = (page: string, answers: Answers) =>
    sendPageSave(
      deviceDatabase(),
      ownerKey,
      registrationPageId(page),
      `/v1/pages/${page}`,
      answers,
      { browser_session_id: sessionId },
    );

  const confirm = () => {
    const incomplete = reviewSectionProblem(REGISTRATION_REVIEW_SECTIONS, definitions, (page) =>
      drafts.get(registrationPageId(page)),
    );
    if (incomplete) {
      setProblem(incomplete);
      return;
    }
    navigate('/registration/checkout');
  };

  const editingSection = editing === null ? null : REGISTRATION_REVIEW_SECTIONS[editing]!;
  const editingDefinition = editing === null ? null : definitions[editing];

  return (
    <div className="ch-registration-review">
      <p className="ch-registration-review__intro">
        Check your answers before you pay. Use Edit to change a section; your order follows.
      </p>
      <StorageProblemNotice />
      <ReviewSections
        sections={REGISTRATION_REVIEW_SECTIONS}
        definitions={definitions}
        answersOf={answersOf}
        onEdit={setEditing}
      />
      {problem && (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <FormActions>
        <LinkButton to="/registration/page5" variant="secondary">
          Back
        </LinkButton>
        <Button onPress={confirm}>Confirm and Continue</Button>
      </FormActions>
      {editingSection && editingDefinition && (
        <EditPageModal
          title={editingSection.modalTitle}
          definition={editingDefinition}
          answers={answersOf(editingSection.page) ?? {}}
          applyLabel="Apply Changes"
          onApply={async (answers) => {
            setProblem(null);
            await apply(editingSection.page, answers);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
