import { lazy } from 'react';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { BusinessLicenseFrame } from './components/business-license-frame';
import { useBusinessLicenseExtras } from './components/use-business-license-extras';

/** The flow these pages are of: the route table loads it with them. */
export { BUSINESS_LICENSE_FLOW as FLOW } from '../../domain/flows/business-license-flow';

/**
 * The business license report's own parts (spec foundation §2 "Business licence flow", issue
 * 27): what every page is shown in, its question pages' extras, its review (the submission's
 * common info) and its confirmation.
 */
export const FLOW_PAGES: FlowPages = {
  Frame: BusinessLicenseFrame,
  useExtras: useBusinessLicenseExtras,
  Review: lazy(() =>
    import('./components/business-license-review').then((m) => ({
      default: m.BusinessLicenseReview,
    })),
  ),
  Confirmation: lazy(() =>
    import('./components/business-license-confirmation').then((m) => ({
      default: m.BusinessLicenseConfirmation,
    })),
  ),
};
