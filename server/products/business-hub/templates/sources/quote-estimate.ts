import { body, bullets, detailsTable, heading, para, signatureBlock } from '../docx-blocks';
import { fromAndTo, lineItems } from '../billing-parts';
import { answer, legalName } from '../fill-values';
import { businessSigner, otherSigner } from '../agreement-parts';
import { CLIENT_NAME } from '../questions/shared';
import { ISSUED, NUMBER, VALID } from '../questions/quote-estimate';
import { catalogued, type TemplateSource } from '../template-source';

const LINE_ROWS = 5;

export const TEMPLATE: TemplateSource = {
  ...catalogued('quote-estimate'),
  description:
    'A written quote for a job: the work, line-item prices, what is and isn’t included, how long the price holds, and a place for the client to accept.',
  category: 'Invoicing & Payments',
  legal: true,
  build: (fill) =>
    body(
      fromAndTo(fill, 'Prepared for', answer(fill, CLIENT_NAME)),
      detailsTable([
        ['Quote number', answer(fill, NUMBER)],
        ['Date', answer(fill, ISSUED)],
        ['Prices hold until', answer(fill, VALID)],
      ]),
      heading('The work'),
      para('[Describe the job in plain words: what you will do or supply, where, and by when.]'),
      lineItems(['Item or task', 'Quantity', 'Unit price', 'Amount'], LINE_ROWS, 'Total'),
      heading('Included and not included'),
      bullets(['Included: [What the price covers]', 'Not included: [What it doesn’t cover]']),
      heading('Terms'),
      bullets([
        `This is a [fixed-price quote or good-faith estimate]. An estimate may change if the work turns out different from what we both expected; we will tell you before the total goes over by more than [10]%.`,
        `The prices above hold until ${answer(fill, VALID)}. After that, ask us for an updated quote.`,
        'Payment: [deposit and payment schedule, such as 50% to start and the balance on completion].',
        'Changes you ask for after you accept are priced in a written change order before we do them.',
      ]),
      heading('Acceptance'),
      para(
        `To accept this quote, sign below and return a copy to ${legalName(fill)}. Your signature means you accept the work, prices and terms above.`,
      ),
      signatureBlock(otherSigner(`Accepted by ${answer(fill, CLIENT_NAME)}`)),
      signatureBlock(businessSigner(fill)),
    ),
};
