import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { ToastProvider } from '../../ui/toast';
import { CertificateConfirmation } from './components/certificate-confirmation';
import { CertificateReview } from './components/certificate-review';

/** The flow these pages are of: the route table loads it with them. */
export { CERTIFICATE_FLOW as FLOW } from '../../domain/flows/certificate-flow';

/** The certificate of good standing's own screens (spec foundation §2). */
export const FLOW_PAGES: FlowPages = {
  Review: CertificateReview,
  // The toasts live above both pages: the success toast still shows on the confirmation.
  Frame: ToastProvider,
  Confirmation: CertificateConfirmation,
};
