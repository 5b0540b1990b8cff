import { clauses, ownerNote, para, body } from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import { DEPOSIT, DUE } from '../questions/payment-terms';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('payment-terms'),
  description:
    'Clear terms of payment to attach to quotes, contracts and invoices: when payment is due, deposits, late charges, disputes and what happens when a payment bounces.',
  category: 'Invoicing & Payments',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Late charges, interest and returned-payment fees are limited by state law, and the limits differ between states and between business and consumer customers. Check your state’s limits before you fill in any amount, and make sure the customer sees these terms before they agree to buy, not for the first time on an invoice.',
      ),
      para(
        `These terms apply to every quote, order and invoice of ${legalName(fill)} (“we” or “us”) unless a signed agreement with the customer (“you”) says otherwise.`,
      ),
      clauses([
        {
          title: 'Invoices',
          body: [
            'We invoice you for goods when they ship and for services [as we complete them, monthly, or at each milestone in your agreement]. Each invoice lists what it covers, the amount due, and its due date.',
          ],
        },
        {
          title: 'When payment is due',
          body: [
            `Unless the invoice says otherwise, payment is due ${answer(fill, DUE)}. Payment counts as made when we receive the funds in full.`,
          ],
        },
        {
          title: 'Deposits',
          body: [
            `For [custom orders or new projects], we ask for a deposit of ${answer(fill, DEPOSIT)}% of the quoted price before we start. We apply the deposit to your final invoice. [If you cancel before we start work, we refund the deposit less any costs we have already paid on your behalf.]`,
          ],
        },
        {
          title: 'How to pay',
          body: [
            'You can pay by [payment methods, such as bank transfer, check or card]. [Card payments may carry a processing fee where the law allows it; we will tell you the amount before you pay.]',
          ],
        },
        {
          title: 'Late payments',
          body: [
            'If a payment is late, we may charge [late charge, such as 1.5% a month on the overdue balance], or the highest amount the law allows if that is less. We may also pause work or deliveries on your account until it is up to date, after giving you written notice.',
          ],
        },
        {
          title: 'Questions and disputes',
          body: [
            'If you disagree with any part of an invoice, tell us in writing within [10] days of receiving it and explain why. Please pay the part you don’t dispute by the due date while we work it out together.',
          ],
        },
        {
          title: 'Returned payments',
          body: [
            'If a check or electronic payment is returned unpaid, we may charge a returned-payment fee of $[Fee], or the highest amount the law allows if that is less, and ask for payment by another method.',
          ],
        },
        {
          title: 'Collection costs',
          body: [
            'If we have to refer an overdue balance for collection, you agree to pay our reasonable costs of collecting it, to the extent the law allows.',
          ],
        },
        {
          title: 'Changes to these terms',
          body: [
            'We may update these terms for future orders by giving you the new version. The terms in effect when you place an order apply to that order.',
          ],
        },
      ]),
    ),
};
