import { Redirect } from 'wouter';
import { useIndustryActivities } from '../../../api/industry-data';
import { BUSINESS_LICENSE_FLOW } from '../../../domain/flows/business-license-flow';
import type { FlowFrameProps } from '../../../questionnaire/signed-in-flow-screen';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { ToastProvider } from '../../../ui/toast';
import {
  INDUSTRY_PAGE_OF,
  useActivitiesFollowIndustry,
  useAskedIndustry,
  usePreselectedIndustry,
} from './use-licence-answers';

const REVIEW_PATH = `/${BUSINESS_LICENSE_FLOW.key}/review`;

/**
 * Every page of the licence flow (spec foundation §2 "Business licence flow", §8): its toasts
 * (above the review and the confirmation alike); the activities following the industry; an
 * activities step skipped straight to the review when the industry has none; an industry step
 * opened once the formation's business class it preselects is known.
 */
export function BusinessLicenseFrame({ owner, pageName, children }: FlowFrameProps) {
  useActivitiesFollowIndustry(owner);
  const asked = useAskedIndustry(owner, pageName);
  const { activities } = useIndustryActivities(asked.industry);
  const preselect = usePreselectedIndustry(owner, pageName);
  if (pageName in INDUSTRY_PAGE_OF && activities.data?.length === 0) {
    return <Redirect to={REVIEW_PATH} replace />;
  }
  if (!preselect.settled || !asked.settled)
    return <FullPageLoader label="Loading your business category…" />;
  return <ToastProvider>{children}</ToastProvider>;
}
