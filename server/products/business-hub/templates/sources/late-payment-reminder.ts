import { answer, money } from '../fill-values';
import { letter } from '../letter';
import { AMOUNT_DUE, CLIENT_NAME, DUE_DATE, INVOICE_NUMBER } from '../questions/shared';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('late-payment-reminder'),
  description:
    'A friendly, clear reminder for a client whose invoice is past due: what is owed, how to pay, and an open door if something is wrong.',
  category: 'Invoicing & Payments',
  legal: false,
  build: (fill) =>
    letter(fill, {
      to: [answer(fill, CLIENT_NAME), '[Client address or email]'],
      subject: `Invoice ${answer(fill, INVOICE_NUMBER)}, ${money(fill, AMOUNT_DUE)}, past due`,
      greeting: `Dear ${answer(fill, CLIENT_NAME)},`,
      paragraphs: [
        `I hope things are going well. I’m writing because our records show that invoice ${answer(fill, INVOICE_NUMBER)} for ${money(fill, AMOUNT_DUE)}, which was due on ${answer(fill, DUE_DATE)}, hasn’t been paid yet.`,
        'If you’ve already sent the payment, thank you, and please let me know when and how you paid so I can match it to the invoice. If not, please pay the balance by [New payment date]. You can pay by [Payment methods and details]. A copy of the invoice is attached.',
        'If something on the invoice doesn’t look right, or if paying the full amount now is hard, just reply to this letter or call me at [Phone]. I’d much rather work out a schedule with you than let the balance sit.',
        `Thank you for your business. We value working with you and look forward to continuing.`,
      ],
      closing: 'Kind regards,',
    }),
};
