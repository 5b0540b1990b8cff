import { detailsTable, heading, para, signatureBlock, body } from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import { businessSigner, otherSigner } from '../agreement-parts';
import { CLIENT_NAME, dateQuestion, longText, shortText } from '../questions';
import type { TemplateSource } from '../template-source';

const AGREEMENT_DATE = dateQuestion('agreement_date', 'Date of the original agreement');
const CHANGE = longText('change_description', 'The change');
const PRICE = shortText('price_change', 'Change in price', 'adds $850.00');
const SCHEDULE = shortText('schedule_change', 'Change in schedule', 'adds one week');

export const TEMPLATE: TemplateSource = {
  slug: 'change-order',
  name: 'Change Order',
  description:
    'A one-page written change to an existing project or service agreement: what changes, what it does to the price and schedule, and both signatures before the work starts.',
  category: 'Contracts & Agreements',
  legal: true,
  questions: [CLIENT_NAME, AGREEMENT_DATE, CHANGE, PRICE, SCHEDULE],
  build: (fill) =>
    body(
      detailsTable([
        ['Change order number', '[Change order number]'],
        ['Company', legalName(fill)],
        ['Client', answer(fill, CLIENT_NAME)],
        ['Project', '[Project name or address]'],
        ['Original agreement dated', answer(fill, AGREEMENT_DATE)],
      ]),
      heading('What changes'),
      para(answer(fill, CHANGE)),
      heading('Effect on price'),
      para(
        `This change ${answer(fill, PRICE)}. The new total price of the agreement is $[New total], and the amount is invoiced [with the next invoice or on completion of the change].`,
      ),
      heading('Effect on schedule'),
      para(
        `This change ${answer(fill, SCHEDULE)}. The new completion date is [New completion date].`,
      ),
      heading('Everything else stays the same'),
      para(
        `This change order becomes part of the agreement between ${legalName(fill)} and ${answer(fill, CLIENT_NAME)} dated ${answer(fill, AGREEMENT_DATE)}. All other terms of that agreement stay the same. Work on this change begins once both parties have signed.`,
      ),
      signatureBlock(businessSigner(fill)),
      signatureBlock(otherSigner(answer(fill, CLIENT_NAME))),
    ),
};
