import { AMENDMENT_FLOW } from '../../../domain/flows/amendment-flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowReview } from '../../../questionnaire/flow-review';
import { useOwnerDrafts } from '../../../questionnaire/use-owner-drafts';
import { AmendmentNameRules } from './amendment-name-rules';
import { amendmentBlock, amendmentSectionExtras } from './amendment-sections';
import { AmendmentStartGate, reviewHeading } from './amendment-start-gate';
import './amendment.css';

/**
 * /amendment/review (spec dashboard §2): the business as Charter has it on file, each section
 * the state lets change with its Edit modal; Confirm and Continue goes to review-confirmation
 * once every edit has reached the server, unless the agent's data is missing.
 */
export function AmendmentReview() {
  const owner = useSignedInOwner();
  const drafts = useOwnerDrafts(owner.ownerKey);
  return (
    <AmendmentStartGate individualId={owner.individualId}>
      {(start) => (
        <FlowReview
          flow={AMENDMENT_FLOW}
          owner={owner}
          title={reviewHeading(start)}
          list={{ itemLabel: AMENDMENT_FLOW.list.itemLabel }}
          sectionExtras={amendmentSectionExtras(start, drafts, 'review')}
          blocked={amendmentBlock(drafts)}
          // The name field's availability flag asks in the business's state, about its business.
          modalContext={(page) =>
            page === 'page1' ? { business_state: start.state, business_id: start.business_id } : {}
          }
          modalAside={(page, answers) =>
            page === 'page1' && <AmendmentNameRules start={start} answers={answers} />
          }
        />
      )}
    </AmendmentStartGate>
  );
}
