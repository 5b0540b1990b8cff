import { ANNUAL_REPORT_FLOW } from '../../../domain/flows/annual-report-flow';
import { longCalendarDate, longDate } from '../../../domain/long-date';
import { rememberedSubmission } from '../../../questionnaire/flow-submission';
import { FlowConfirmation, type NextStep } from '../../../questionnaire/flow-confirmation';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';

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

/** The answer of POST /v1/annual_report/submit the confirmation reads. */
interface AnnualReportSubmission {
  submitted_at: string;
  due_date: string | null;
}

function isAnnualReportSubmission(value: unknown): value is AnnualReportSubmission {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnnualReportSubmission).submitted_at === 'string'
  );
}

/** annual-report-confirmation (spec foundation §2 "Confirmation pages"). */
export function AnnualReportConfirmation() {
  const { individualId } = useSignedInOwner();
  const submission = rememberedSubmission(
    ANNUAL_REPORT_FLOW,
    individualId,
    isAnnualReportSubmission,
  );
  return (
    <FlowConfirmation
      title="Your annual report has been submitted"
      subtitle="Thank you. We have everything we need to file your report with the state."
      summary={
        submission
          ? [
              { label: 'Submitted', value: longDate(submission.submitted_at) },
              ...(submission.due_date
                ? [{ label: 'Report due', value: longCalendarDate(submission.due_date) }]
                : []),
            ]
          : undefined
      }
      nextSteps={NEXT_STEPS}
    />
  );
}
