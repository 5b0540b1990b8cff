import { CERTIFICATE_FLOW } from '../../../domain/flows/certificate-flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowScreen } from '../../../questionnaire/flow-screen';
import { ToastProvider } from '../../../ui/toast';
import { CertificateConfirmation } from './certificate-confirmation';
import { CertificateReview } from './certificate-review';

export interface CertificatePageProps {
  /** The area title, 'Certificate of good standing'. */
  title: string;
  /** The page's label, e.g. 'Review and Submit'. */
  stepLabel: string;
  /** The page name from the route: review or certificate-of-good-standing-confirmation. */
  pageName: string;
}

/**
 * The certificate of good standing (spec foundation §2) on the flow shell. The toasts live
 * above both pages: the success toast is still showing on the confirmation.
 */
export function CertificatePage({ stepLabel, pageName }: CertificatePageProps) {
  const owner = useSignedInOwner();
  return (
    <ToastProvider>
      <FlowScreen
        flow={CERTIFICATE_FLOW}
        owner={owner}
        pageName={pageName}
        stepLabel={stepLabel}
        Review={CertificateReview}
        Confirmation={CertificateConfirmation}
      />
    </ToastProvider>
  );
}
