import { longDate } from '../../../domain/long-date';
import { EIN_FLOW } from '../../../domain/flows/ein-flow';
import { formatEstimatedDate } from '../../../domain/estimates/estimated-date';
import { serviceBanner } from '../../../domain/services/service-banners';
import { rememberedSubmission } from '../../../questionnaire/flow-submission';
import { FlowConfirmation, type NextStep } from '../../../questionnaire/flow-confirmation';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We prepare your IRS filing',
    text: 'Our team checks your answers and prepares your application (IRS Form SS-4).',
  },
  {
    title: 'IRS review',
    text: 'We file your application with the IRS and follow it until your EIN is assigned.',
  },
  {
    title: 'Your EIN',
    text: 'Your dashboard shows your EIN as soon as the IRS assigns it, and we e-mail you.',
  },
  {
    title: 'A record of your application',
    text: 'A PDF of the application as submitted, with your tax ID masked, is kept with your business documents.',
  },
];

/** The answer of POST /v1/ein/submit the confirmation reads. */
interface EinSubmission {
  submitted_at: string;
  estimated_date: string | null;
}

function isEinSubmission(value: unknown): value is EinSubmission {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EinSubmission).submitted_at === 'string'
  );
}

/** ein-confirmation (spec foundation §2): what was submitted and what happens next. */
export function EinConfirmation() {
  const { individualId } = useSignedInOwner();
  const submission = rememberedSubmission(EIN_FLOW, individualId, isEinSubmission);
  return (
    <FlowConfirmation
      title="Your EIN application has been submitted"
      subtitle="Thank you. We have everything we need to prepare your IRS filing."
      summary={
        submission
          ? [
              {
                label: 'Submitted',
                value: longDate(submission.submitted_at),
              },
              {
                label: 'Status',
                value: serviceBanner('EIN_APPLICATION', 'SUBMITTED')?.text ?? null,
              },
              ...(submission.estimated_date
                ? [
                    {
                      label: 'Estimated EIN date',
                      value: formatEstimatedDate(submission.estimated_date),
                    },
                  ]
                : []),
            ]
          : undefined
      }
      nextSteps={NEXT_STEPS}
    />
  );
}
