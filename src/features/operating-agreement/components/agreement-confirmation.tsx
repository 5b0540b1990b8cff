import { OPERATING_AGREEMENT_FLOW } from '../../../domain/flows/operating-agreement-flow';
import {
  SIGNING_LINK_DAYS,
  SIGNING_REMINDER_DAYS,
} from '../../../domain/signing/signature-request';
import { submissionRecord } from '../../../questionnaire/flow-submission';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

const [FIRST_REMINDER, SECOND_REMINDER] = SIGNING_REMINDER_DAYS;

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'Each member signs',
    text: `Every member opens the email from Charter, reads the agreement and signs it online, typed or drawn. No account is needed; each link works for ${SIGNING_LINK_DAYS} days.`,
  },
  {
    title: 'Reminders',
    text: `Members who have not signed are reminded after ${FIRST_REMINDER} and ${SECOND_REMINDER} days. You can send anyone a new link from your dashboard.`,
  },
  {
    title: 'Follow the signatures',
    text: 'Your dashboard shows who has opened the agreement and who has signed it.',
  },
  {
    title: 'The signed agreement',
    text: 'When the last member signs, each member receives the signed PDF with its audit trail, and it is kept with your business documents.',
  },
];

/** What the answer of POST /v1/operating_agreement/sign adds that the confirmation reads. */
const agreementSent = submissionRecord({
  type: 'object',
  properties: {
    signers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, email: { type: 'string' } },
        required: ['name', 'email'],
      },
    },
  },
  required: ['signers'],
});

/** operating-agreement-order-confirmation (spec foundation §2): sent, and what happens next. */
export function AgreementConfirmation() {
  return (
    <SubmittedConfirmation
      flow={OPERATING_AGREEMENT_FLOW}
      title="Your operating agreement has been sent for signature"
      subtitle="We emailed each member a personal link to read and sign it."
      summary={{
        submittedLabel: 'Sent',
        details: {
          record: agreementSent,
          rows: ({ signers }) => [
            {
              label: 'Asked to sign',
              // One member a line: an email is too long to share a line in a summary column.
              value: (
                <ul className="ch-flow-confirmation__list">
                  {signers.map((signer) => (
                    <li key={signer.email}>
                      {signer.name} <span>{signer.email}</span>
                    </li>
                  ))}
                </ul>
              ),
            },
          ],
        },
      }}
      nextSteps={NEXT_STEPS}
    />
  );
}
