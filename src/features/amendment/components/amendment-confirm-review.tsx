import { useEffect } from 'react';
import { WILL_BE_EDITED } from '../../../domain/amendment/amendment-rules';
import { AMENDMENT_FLOW } from '../../../domain/flows/amendment-flow';
import { flowPageId, reviewSectionsFor } from '../../../domain/flows/flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { ReviewSections } from '../../../questionnaire/review-sections';
import { setPageHasUnsavedChanges } from '../../../questionnaire/unsaved-changes';
import { useFiling } from '../../../questionnaire/use-file-flow';
import { useOwnerDrafts } from '../../../questionnaire/use-owner-drafts';
import { usePageDefinitions } from '../../../questionnaire/use-page-definition';
import { useReviewCopies } from '../../../questionnaire/use-review-copies';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { StepActions } from '../../../ui/step-actions';
import { amendmentAnswers, amendmentBlock, amendmentSectionExtras } from './amendment-sections';
import { AmendmentStartGate } from './amendment-start-gate';
import './amendment.css';

const flow = AMENDMENT_FLOW;

/**
 * /amendment/review-confirmation (spec dashboard §2 "Amendment confirmation-review screen"):
 * the same sections read-only, each whose answers differ from the record (the server's
 * data_changed) tagged 'Will be edited in your amendment'; Confirm and Continue files the
 * amendment and goes to amendment-confirmation, Back returns to the review.
 */
export function AmendmentConfirmReview() {
  const owner = useSignedInOwner();
  const drafts = useOwnerDrafts(owner.ownerKey);
  const loadProblem = useReviewCopies(flow, owner);
  const filing = useFiling(flow, owner.individualId);
  const sections = reviewSectionsFor(flow.review, (page) => amendmentAnswers(drafts, page));
  const definitions = usePageDefinitions(sections.map(({ page }) => flowPageId(flow, page)));

  useEffect(() => {
    setPageHasUnsavedChanges(false);
    // Reached from the review's foot by Confirm and Continue: it opens at its top (spec §2).
    window.scrollTo({ top: 0 });
  }, []);

  const blocked = amendmentBlock(drafts);
  return (
    <AmendmentStartGate individualId={owner.individualId}>
      {(start) =>
        !drafts || !definitions ? (
          <FullPageLoader label="Loading your answers…" />
        ) : (
          <div className="ch-amendment">
            <PageHeader
              title="Confirm All Information is Correct"
              subtitle={`Sections tagged '${WILL_BE_EDITED}' are the changes we will file for ${start.business_name} with ${start.state}.`}
            />
            {loadProblem && <Notice tone="error">{loadProblem}</Notice>}
            <ReviewSections
              sections={sections}
              definitions={definitions}
              answersOf={(page) => amendmentAnswers(drafts, page)}
              extrasOf={amendmentSectionExtras(start, drafts, 'confirm')}
            />
            <StepActions
              problems={[blocked ?? filing.problem]}
              backTo={`/${flow.key}/review`}
              action="Confirm and Continue"
              onAction={() => void filing.file()}
              isPending={filing.isFiling}
              isDisabled={!!blocked}
            />
          </div>
        )
      }
    </AmendmentStartGate>
  );
}
