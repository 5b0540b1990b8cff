import { detailsTable, labelled, para, signatureBlock, body } from '../docx-blocks';
import { addressLine, answer, legalName, money } from '../fill-values';
import { AMOUNT, FROM, METHOD, NUMBER, PAID_ON } from '../questions/payment-receipt';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('payment-receipt'),
  description:
    'A simple receipt confirming a payment you received: who paid, how much, how, and what it was for, with any balance still due.',
  category: 'Invoicing & Payments',
  legal: false,
  build: (fill) =>
    body(
      labelled('Issued by', `${legalName(fill)}, ${addressLine(fill)}`),
      detailsTable([
        ['Receipt number', answer(fill, NUMBER)],
        ['Received from', answer(fill, FROM)],
        ['Amount received', money(fill, AMOUNT)],
        ['Payment date', answer(fill, PAID_ON)],
        ['Payment method', `${answer(fill, METHOD)} [Check or reference number, if any]`],
        ['For', '[What the payment was for, such as invoice INV-0001]'],
        ['Balance still due', '$[Balance, or 0.00]'],
      ]),
      para(
        `${legalName(fill)} confirms that it received ${money(fill, AMOUNT)} from ${answer(fill, FROM)} on ${answer(fill, PAID_ON)}. Thank you for your payment.`,
      ),
      signatureBlock({ party: `Received for ${legalName(fill)}`, name: '[Your name]' }),
    ),
};
