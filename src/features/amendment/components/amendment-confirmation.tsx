import {
  AMENDMENT_SECTION_NAMES,
  isAmendmentPage,
} from '../../../domain/amendment/amendment-rules';
import { AMENDMENT_FLOW } from '../../../domain/flows/amendment-flow';
import { submissionRecord } from '../../../questionnaire/flow-submission';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We prepare your filing',
    text: 'Our team prepares your articles of amendment from the changes you confirmed and files them with the state.',
  },
  {
    title: 'The state reviews it',
    text: 'Your dashboard shows where the amendment stands while the state reviews it.',
  },
  {
    title: 'Your records change',
    text: 'Once the state approves it, your business profile and documents carry the amended details; the previous ones stay in its history.',
  },
];

/** What the answer of POST /v1/amendment/submit adds that the confirmation reads. */
const amendmentFiled = submissionRecord({
  type: 'object',
  properties: { changed_sections: { type: 'array', items: { type: 'string' } } },
  required: ['changed_sections'],
});

const sectionName = (page: string) =>
  isAmendmentPage(page) ? AMENDMENT_SECTION_NAMES[page] : page;

/** amendment-confirmation (spec dashboard §2): filed, what it changes, and what happens next. */
export function AmendmentConfirmation() {
  return (
    <SubmittedConfirmation
      flow={AMENDMENT_FLOW}
      title="Your articles of amendment have been submitted"
      subtitle="We will file them with the state and let you know when they are approved."
      summary={{
        details: {
          record: amendmentFiled,
          rows: (filed) => [
            { label: 'Changes', value: filed.changed_sections.map(sectionName).join(', ') },
          ],
        },
      }}
      nextSteps={NEXT_STEPS}
    />
  );
}
