import { CERTIFICATE_FLOW } from '../../../domain/flows/certificate-flow';
import { estimatedTimeText } from '../../../domain/estimates/estimated-time';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

const READY_IN = estimatedTimeText(CERTIFICATE_FLOW.submission.productKey);

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We request your certificate',
    text: 'Our team requests the certificate from the state where your business was formed.',
  },
  {
    title: 'Emailed to you',
    text: `We email you as soon as it is ready, usually within ${READY_IN}.`,
  },
  {
    title: 'Kept in your documents',
    text: 'The certificate is kept with your compliance documents for whenever a bank or partner asks for it.',
  },
];

/** certificate-of-good-standing-confirmation (spec foundation §2 "Confirmation pages"). */
export function CertificateConfirmation() {
  return (
    <SubmittedConfirmation
      flow={CERTIFICATE_FLOW}
      title="Your certificate request has been submitted"
      subtitle="Thank you. We are requesting your Certificate of Good Standing from the state."
      nextSteps={NEXT_STEPS}
    />
  );
}
