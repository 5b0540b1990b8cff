import { OPERATING_AGREEMENT_FLOW } from '../../../domain/flows/operating-agreement-flow';
import { longDate } from '../../../domain/long-date';
import { serviceBanner } from '../../../domain/services/service-banners';
import {
  SIGNING_LINK_DAYS,
  SIGNING_REMINDER_DAYS,
} from '../../../domain/signing/signature-request';
import { FlowConfirmation, type NextStep } from '../../../questionnaire/flow-confirmation';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { rememberedSubmission } from '../../../questionnaire/flow-submission';

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

/** The answer of POST /v1/operating_agreement/sign the confirmation reads. */
interface AgreementSent {
  submitted_at: string;
  signers: Array<{ name: string; email: string }>;
}

function isAgreementSent(value: unknown): value is AgreementSent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AgreementSent).submitted_at === 'string' &&
    Array.isArray((value as AgreementSent).signers)
  );
}

/** operating-agreement-order-confirmation (spec foundation §2): sent, and what happens next. */
export function AgreementConfirmation() {
  const { individualId } = useSignedInOwner();
  const sent = rememberedSubmission(OPERATING_AGREEMENT_FLOW, individualId, isAgreementSent);
  return (
    <FlowConfirmation
      title="Your operating agreement has been sent for signature"
      subtitle="We emailed each member a personal link to read and sign it."
      summary={
        sent
          ? [
              { label: 'Sent', value: longDate(sent.submitted_at) },
              {
                label: 'Asked to sign',
                // One member a line: an email is too long to share a line in a summary column.
                value: (
                  <ul className="ch-flow-confirmation__list">
                    {sent.signers.map((signer) => (
                      <li key={signer.email}>
                        {signer.name} <span>{signer.email}</span>
                      </li>
                    ))}
                  </ul>
                ),
              },
              {
                label: 'Status',
                value: serviceBanner('LLC_OPERATING_AGREEMENT', 'SUBMITTED')?.text ?? null,
              },
            ]
          : undefined
      }
      nextSteps={NEXT_STEPS}
    />
  );
}
