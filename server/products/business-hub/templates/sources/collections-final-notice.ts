import { ownerNote, body } from '../docx-blocks';
import { answer, legalName, money } from '../fill-values';
import { letter } from '../letter';
import { AMOUNT_DUE, CLIENT_NAME, INVOICE_NUMBER } from '../questions/shared';
import { FINAL } from '../questions/collections-final-notice';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('collections-final-notice'),
  description:
    'A firm, fair last letter about an unpaid invoice: the amount, a final date, the chance to set up a payment plan, and what you may do next.',
  category: 'Invoicing & Payments',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Send this only after earlier reminders, and only name next steps you truly intend to take and are allowed to take. Federal debt collection law mainly covers collection agencies collecting consumer debts, but some states’ laws also cover businesses collecting their own debts, and every state limits threats, harassment and added fees. If the client is an individual rather than a business, or the amount is large, talk to an attorney first.',
      ),
      letter(fill, {
        to: [answer(fill, CLIENT_NAME), '[Client address]'],
        subject: `Final notice: invoice ${answer(fill, INVOICE_NUMBER)}, ${money(fill, AMOUNT_DUE)}`,
        greeting: `Dear ${answer(fill, CLIENT_NAME)},`,
        paragraphs: [
          `Invoice ${answer(fill, INVOICE_NUMBER)} for ${money(fill, AMOUNT_DUE)} is still unpaid, even after our reminders on [Dates of earlier reminders]. This letter is our final request before we take further steps to collect it.`,
          `Please pay ${money(fill, AMOUNT_DUE)} in full by ${answer(fill, FINAL)}. You can pay by [Payment methods and details].`,
          'If you can’t pay the full amount by then, contact me before that date at [Phone or email] and we can agree on a written payment plan. If you believe you don’t owe this amount, or owe less, please tell me why in writing so we can look at it together.',
          `If we don’t receive payment or hear from you by ${answer(fill, FINAL)}, ${legalName(fill)} may [Next step: refer the account to a collection agency, or file a claim in small claims court]. We would much prefer to settle this with you directly.`,
        ],
      }),
    ),
};
