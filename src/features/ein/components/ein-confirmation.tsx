import { EIN_FLOW } from '../../../domain/flows/ein-flow';
import { formatEstimatedDate } from '../../../domain/estimates/estimated-date';
import { submissionRecord } from '../../../questionnaire/flow-submission';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

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

/** What the answer of POST /v1/ein/submit adds that the confirmation reads. */
const einFiled = submissionRecord({
  type: 'object',
  properties: { estimated_date: { type: ['string', 'null'] } },
});

/** ein-confirmation (spec foundation §2): what was submitted and what happens next. */
export function EinConfirmation() {
  return (
    <SubmittedConfirmation
      flow={EIN_FLOW}
      title="Your EIN application has been submitted"
      subtitle="Thank you. We have everything we need to prepare your IRS filing."
      summary={{
        details: {
          record: einFiled,
          rows: ({ estimated_date }) =>
            estimated_date
              ? [{ label: 'Estimated EIN date', value: formatEstimatedDate(estimated_date) }]
              : [],
          afterStatus: true,
        },
      }}
      nextSteps={NEXT_STEPS}
    />
  );
}
