import { longDate } from '../../../domain/long-date';
import { FORMATION_FLOW } from '../../../domain/flows/formation-flow';
import { submissionRecord } from '../../../questionnaire/flow-submission';
import { FlowConfirmation, type NextStep } from '../../../questionnaire/flow-confirmation';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { Notice } from '../../../ui/notice';
import { useStateFile } from '../api/get-statefile';

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We review and file',
    text: 'Our team checks your answers and files your Articles of Organization with the state.',
  },
  {
    title: 'State processing',
    text: 'States usually approve a filing in 5-7 business days, or 1 business day with FastTrack.',
  },
  {
    title: 'Get your EIN',
    text: 'Once your LLC is active, apply for your federal tax ID from your dashboard.',
  },
  {
    title: 'Updates and alerts',
    text: 'We update your dashboard and e-mail you each time your filing moves forward.',
  },
];

/** The answer of POST /v1/formation/submit the confirmation reads. */
const formationSubmission = submissionRecord({
  type: 'object',
  properties: { statefile_id: { type: 'number' } },
  required: ['statefile_id'],
});

/** formation-confirmation (spec foundation §2): the state filing and a next-steps grid. */
export function FormationConfirmation() {
  const { individualId } = useSignedInOwner();
  const submission = formationSubmission(FORMATION_FLOW, individualId).read();
  const statefile = useStateFile(submission?.statefile_id ?? null);
  const data = statefile.data;
  return (
    <>
      {statefile.isError && <Notice tone="error">{statefile.error.message}</Notice>}
      <FlowConfirmation
        title="Your formation has been submitted"
        subtitle="Thank you. We have everything we need to file your LLC."
        summary={
          submission && !statefile.isError
            ? [
                { label: 'Business', value: data?.official_business_name ?? null },
                { label: 'State', value: data?.state ?? null },
                { label: 'Status', value: data?.status ?? null },
                {
                  label: 'Submitted',
                  value: data ? longDate(data.submitted_at) : null,
                },
              ]
            : undefined
        }
        nextSteps={NEXT_STEPS}
      />
    </>
  );
}
