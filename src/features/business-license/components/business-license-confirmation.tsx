import { licenceReportOrdered } from '../../../domain/contracts/filing-answers';
import { BUSINESS_LICENSE_FLOW } from '../../../domain/flows/business-license-flow';
import { LICENSE_REPORT_PAGE_PATH } from '../../../domain/services/service-paths';
import { buttonClassName } from '../../../ui/button-class';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { rememberedSubmission } from '../../../questionnaire/flow-submission';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

const FLOW = BUSINESS_LICENSE_FLOW;

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We prepare your report',
    text: 'Charter matches your business category, activities and address against the federal, state, county and city license rules it has, each from the agency’s own published pages.',
  },
  {
    title: 'Emailed to you',
    text: 'We email you as soon as the report is ready, usually within minutes.',
  },
  {
    title: 'Kept in your documents',
    text: 'The report and its PDF stay in your documents, and the licenses that renew appear on your compliance calendar.',
  },
];

/**
 * business-license-confirmation (spec foundation §2 "Confirmation pages"): 'Check Your Report
 * Status' opens the order link the submission answered in a new tab (the report's page when this
 * tab did not submit it), beside the dashboard button.
 */
export function BusinessLicenseConfirmation() {
  const { individualId } = useSignedInOwner();
  const ordered = rememberedSubmission(FLOW, individualId, licenceReportOrdered);
  return (
    <SubmittedConfirmation
      flow={FLOW}
      title="Your business license report has been ordered"
      subtitle="Thank you. We are preparing your report now."
      nextSteps={NEXT_STEPS}
      actions={
        <a
          className={buttonClassName('secondary')}
          href={ordered?.order_url ?? LICENSE_REPORT_PAGE_PATH}
          target="_blank"
          rel="noopener"
        >
          Check Your Report Status
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      }
    />
  );
}
