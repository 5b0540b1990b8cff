import { detailsTable, labelled, para, signatureBlock, body } from '../docx-blocks';
import { addressLine, answer, legalName, money } from '../fill-values';
import { dateQuestion, moneyQuestion, selectQuestion, shortText } from '../questions';
import type { TemplateSource } from '../template-source';

const FROM = shortText('received_from', 'Received from');
const AMOUNT = moneyQuestion('amount', 'Amount received');
const PAID_ON = dateQuestion('payment_date', 'Payment date');
const METHOD = selectQuestion('payment_method', 'Payment method', [
  ['cash', 'Cash'],
  ['check', 'Check'],
  ['card', 'Credit or debit card'],
  ['bank-transfer', 'Bank transfer'],
  ['payment-app', 'Payment app'],
]);
const NUMBER = shortText('receipt_number', 'Receipt number', 'R-0001');

export const TEMPLATE: TemplateSource = {
  slug: 'payment-receipt',
  name: 'Payment Receipt',
  description:
    'A simple receipt confirming a payment you received: who paid, how much, how, and what it was for, with any balance still due.',
  category: 'Invoicing & Payments',
  legal: false,
  questions: [FROM, AMOUNT, PAID_ON, METHOD, NUMBER],
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
