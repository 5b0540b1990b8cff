import { ANNUAL_REPORT_FLOW } from '../../../domain/flows/annual-report-flow';
import { longCalendarDate } from '../../../domain/long-date';
import { submissionRecord } from '../../../questionnaire/flow-submission';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We prepare your filing',
    text: 'Our team checks your location and managers and prepares the report for your state.',
  },
  {
    title: 'We file it with the state',
    text: 'We submit the report and pay the state fee, then follow it until the state accepts it.',
  },
  {
    title: 'Your calendar moves on',
    text: 'Once the state has filed it, your dashboard shows the next report’s due date and we remind you before it.',
  },
];

/** What the answer of POST /v1/annual_report/submit adds that the confirmation reads. */
const annualReportFiled = submissionRecord({
  type: 'object',
  properties: { due_date: { type: ['string', 'null'] } },
  required: ['due_date'],
});

/** annual-report-confirmation (spec foundation §2 "Confirmation pages"). */
export function AnnualReportConfirmation() {
  return (
    <SubmittedConfirmation
      flow={ANNUAL_REPORT_FLOW}
      title="Your annual report has been submitted"
      subtitle="Thank you. We have everything we need to file your report with the state."
      summary={{
        details: {
          record: annualReportFiled,
          rows: ({ due_date }) =>
            due_date ? [{ label: 'Report due', value: longCalendarDate(due_date) }] : [],
        },
      }}
      nextSteps={NEXT_STEPS}
    />
  );
}
