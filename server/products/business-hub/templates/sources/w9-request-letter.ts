import { answer, legalName } from '../fill-values';
import { letter } from '../letter';
import { CONTRACTOR_NAME } from '../questions/shared';
import { RETURN_BY } from '../questions/w9-request-letter';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('w9-request-letter'),
  description:
    'A short, friendly letter asking a contractor or vendor for a completed IRS Form W-9, explaining why you need it and how to send it safely.',
  category: 'Tax & Compliance',
  legal: false,
  build: (fill) =>
    letter(fill, {
      to: [answer(fill, CONTRACTOR_NAME), '[Contractor address or email]'],
      subject: 'Request for Form W-9',
      greeting: `Dear ${answer(fill, CONTRACTOR_NAME)},`,
      paragraphs: [
        `Thank you for your work with ${legalName(fill)}. To keep our records complete, please fill in, sign and return IRS Form W-9, Request for Taxpayer Identification Number and Certification, by ${answer(fill, RETURN_BY)}.`,
        'Please use the current version of the form from the IRS website (irs.gov/FormW9) rather than an old copy. It asks for your legal name, your business name if different, your federal tax classification, your address and your taxpayer identification number (a Social Security number or an EIN).',
        'We use the information only to file the information returns the law requires, such as Form 1099-NEC, and we keep it confidential. If we don’t receive a completed form, the IRS may require us to withhold part of future payments to you (called backup withholding) and send it to the IRS.',
        'Because the form includes your taxpayer identification number, please don’t send it by regular email. Instead, [upload it through our secure link, mail it to the address above, or hand it to us in person].',
        'If you have any questions, please contact me at [Phone or email]. Thank you for your help.',
      ],
    }),
};
