import { detailsTable, heading, para, signatureBlock, body } from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import { businessSigner, otherSigner } from '../agreement-parts';
import { CLIENT_NAME } from '../questions/shared';
import { AGREEMENT_DATE, CHANGE, PRICE, SCHEDULE } from '../questions/change-order';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('change-order'),
  description:
    'A one-page written change to an existing project or service agreement: what changes, what it does to the price and schedule, and both signatures before the work starts.',
  category: 'Contracts & Agreements',
  legal: true,
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
