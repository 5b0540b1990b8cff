import { body, ownerNote } from '../docx-blocks';
import { answer } from '../fill-values';
import { agreement } from '../agreement-parts';
import { DTSA_IMMUNITY_NOTICE } from '../trade-secret-notice';
import { CONTRACTOR_NAME, SERVICES, START_DATE } from '../questions/shared';
import { RATE } from '../questions/independent-contractor-agreement';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('independent-contractor-agreement'),
  description:
    'An agreement for hiring a freelancer or contractor: the work, pay, the independent relationship, confidentiality, and assignment to your business of what they create for it.',
  category: 'Contracts & Agreements',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Calling someone a contractor doesn’t make them one. The IRS, the Department of Labor and your state look at the real working relationship: who controls how, when and where the work is done, and whether the person runs an independent business. Some states use stricter tests than the IRS. In at least one state, “work made for hire” wording can also make the hiring business an employer for purposes such as workers’ compensation. If the person will work only for you, on your schedule, or under your direction, talk to an employment attorney before you use this.',
      ),
      agreement(fill, {
        title: 'Independent Contractor Agreement',
        date: '[Date]',
        other: {
          name: answer(fill, CONTRACTOR_NAME),
          address: '[Contractor address]',
          role: 'Contractor',
        },
        clauses: [
          {
            title: 'The work',
            body: [
              `The Contractor will provide these services (the “Services”): ${answer(fill, SERVICES)}`,
              `The Services start on ${answer(fill, START_DATE)} and continue until they are complete or this agreement ends. Deadlines for particular deliverables are [the dates listed here, or agreed in writing as the work goes].`,
            ],
          },
          {
            title: 'Pay and invoices',
            body: [
              `The Company will pay the Contractor ${answer(fill, RATE)}. The Contractor will send invoices describing the Services performed, and the Company will pay each correct invoice within [30] days. The Company reimburses only expenses it approved in writing beforehand.`,
              'Before the first payment, the Contractor will give the Company a completed IRS Form W-9. The Company will file the information returns the law requires, such as Form 1099-NEC.',
            ],
          },
          {
            title: 'Independent contractor relationship',
            body: [
              'The Contractor is an independent business, not an employee, partner or agent of the Company. The Contractor decides how, when and where to do the work, provides their own tools and equipment, and is free to work for others, as long as doing so doesn’t break the confidentiality terms below.',
              'The Contractor is responsible for their own income and self-employment taxes, licenses and insurance. The Company won’t withhold taxes from payments and won’t provide employee benefits. The Contractor can’t sign contracts or make promises on the Company’s behalf.',
            ],
          },
          {
            title: 'Ownership of work product',
            body: [
              'Everything the Contractor creates for the Company under this agreement, alone or with others, including writing, designs, code, images, inventions and ideas (the “Work Product”), belongs to the Company. To the extent the Work Product qualifies, it is “work made for hire” under US copyright law. To the extent it doesn’t, the Contractor assigns to the Company, on creation, all of the Contractor’s rights, title and interest in it, including copyrights, patent rights and trade secrets.',
              'The Contractor will sign any further documents the Company reasonably asks for to record or protect its ownership, at the Company’s expense. To the extent the law allows, the Contractor waives any “moral rights” in the Work Product, such as the right to be named as its author.',
              'Materials the Contractor owned before this agreement, or develops apart from it, stay the Contractor’s (“Prior Materials”), listed here: [List, or “none”]. If Prior Materials are built into the Work Product, the Contractor grants the Company a non-exclusive, permanent, royalty-free license to use, copy and change them as part of the Work Product.',
            ],
          },
          {
            title: 'Confidentiality',
            body: [
              'The Contractor will keep the Company’s non-public information, including its customers, plans, prices and the Work Product, confidential during and after this agreement, and use it only to provide the Services. This doesn’t cover information that is public through no fault of the Contractor, or that the law requires the Contractor to disclose.',
              DTSA_IMMUNITY_NOTICE,
            ],
          },
          {
            title: 'The Contractor’s promises',
            body: [
              'The Contractor promises that the Work Product will be the Contractor’s own original work (except for Prior Materials and anything the Company supplies), that it won’t knowingly infringe anyone else’s rights, and that the Contractor is free to enter into this agreement.',
            ],
          },
          {
            title: 'Ending the agreement',
            body: [
              'Either party may end this agreement with [14] days’ written notice. The Company pays for Services performed up to the end date. When it ends, the Contractor delivers all Work Product, including unfinished work, and returns or destroys the Company’s confidential information. The sections on ownership, confidentiality and promises continue after it ends.',
            ],
          },
        ],
      }),
    ),
};
