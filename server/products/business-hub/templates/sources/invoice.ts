import { body, detailsTable, heading, para } from '../docx-blocks';
import { fromAndTo, lineItems } from '../billing-parts';
import { answer, legalName } from '../fill-values';
import { CLIENT_NAME, DUE_DATE, INVOICE_NUMBER } from '../questions/shared';
import { ISSUED } from '../questions/invoice';
import { catalogued, type TemplateSource } from '../template-source';

const LINE_ROWS = 6;

export const TEMPLATE: TemplateSource = {
  ...catalogued('invoice'),
  description:
    'A clean invoice with your business details, line items, totals and clear payment instructions, so clients know what they owe and how to pay.',
  category: 'Invoicing & Payments',
  legal: false,
  build: (fill) =>
    body(
      fromAndTo(fill, 'Bill to', answer(fill, CLIENT_NAME)),
      detailsTable([
        ['Invoice number', answer(fill, INVOICE_NUMBER)],
        ['Invoice date', answer(fill, ISSUED)],
        ['Payment due', answer(fill, DUE_DATE)],
      ]),
      heading('Work and items'),
      lineItems(['Description', 'Quantity or hours', 'Rate', 'Amount'], LINE_ROWS, 'Total due'),
      heading('How to pay'),
      para(
        `Please pay the total by ${answer(fill, DUE_DATE)}. Make checks payable to ${legalName(fill)}, or pay by [Payment method: bank transfer, card link or other]. Please put the invoice number, ${answer(fill, INVOICE_NUMBER)}, on your payment so we can match it.`,
      ),
      para('Questions about this invoice? Contact [Your name] at [Email or phone].'),
      para(`Thank you for your business, ${answer(fill, CLIENT_NAME)}.`),
    ),
};
