import { useQueryClient } from '@tanstack/react-query';
import { useIndustryActivities } from '../../../api/industry-data';
import { BUSINESS_LICENSE_FLOW } from '../../../domain/flows/business-license-flow';
import { flowPageId } from '../../../domain/flows/flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowReview } from '../../../questionnaire/flow-review';
import { useOwnerDrafts } from '../../../questionnaire/use-owner-drafts';
import { useToast } from '../../../ui/toast';
import { licenceSubmissionDetails } from '../api/licence-submission-details';
import { useAskedIndustry } from './use-licence-answers';

const FLOW = BUSINESS_LICENSE_FLOW;

/**
 * The licence flow's review (spec foundation §2): the shared review of its two steps, whose
 * Back skips the activities step when the industry has none, and whose submission carries the
 * spec's common info (foundation §3), the county geocoded as it is sent.
 */
export function BusinessLicenseReview() {
  const owner = useSignedInOwner();
  const queryClient = useQueryClient();
  const toast = useToast();
  const drafts = useOwnerDrafts(owner.ownerKey);
  const asked = useAskedIndustry(owner, 'industry-activities');
  const { activities } = useIndustryActivities(asked.industry);
  const answersOf = (page: string) => drafts?.get(flowPageId(FLOW, page))?.answers ?? null;
  return (
    <FlowReview
      flow={FLOW}
      owner={owner}
      backPath={activities.data?.length === 0 ? `/${FLOW.key}/industry` : undefined}
      submissionDetails={() =>
        licenceSubmissionDetails(
          queryClient,
          owner.individualId,
          { industry: answersOf('industry'), activities: answersOf('industry-activities') },
          (failure) => toast.error(failure),
        )
      }
    />
  );
}
