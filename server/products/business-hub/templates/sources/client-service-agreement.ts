import { answer } from '../fill-values';
import { agreement } from '../agreement-parts';
import { CLIENT_NAME, SERVICES, START_DATE } from '../questions/shared';
import { FEES } from '../questions/client-service-agreement';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('client-service-agreement'),
  description:
    'A plain-English agreement for services you provide to a client: the work, fees, changes, ownership of the work, confidentiality, limits of liability and ending the agreement.',
  category: 'Contracts & Agreements',
  legal: true,
  build: (fill) =>
    agreement(fill, {
      title: 'Client Service Agreement',
      date: '[Date]',
      other: { name: answer(fill, CLIENT_NAME), address: '[Client address]', role: 'Client' },
      clauses: [
        {
          title: 'Services',
          body: [
            `The Company will provide these services (the “Services”): ${answer(fill, SERVICES)}`,
            `The Services start on ${answer(fill, START_DATE)} and the Company will complete them [by a date or on the schedule below]. The Company will keep the Client informed of progress and tell the Client promptly about anything likely to cause a delay.`,
          ],
        },
        {
          title: 'Fees and payment',
          body: [
            `The Client will pay the Company: ${answer(fill, FEES)}. The Company will invoice the Client [monthly, at milestones or on completion], and each invoice is due within [30] days of its date. Approved expenses are billed at cost with receipts.`,
            'The Company may pause the Services, after written notice, while an invoice is more than [15] days overdue.',
          ],
        },
        {
          title: 'Changes',
          body: [
            'Either party may propose changes to the Services. A change takes effect only when both parties agree to it in writing, including any change to fees or schedule.',
          ],
        },
        {
          title: 'The Client’s part',
          body: [
            'The Client will give the Company the information, access, decisions and approvals it reasonably needs, on time. Delays on the Client’s side may move the schedule.',
          ],
        },
        {
          title: 'Ownership of the work',
          body: [
            'When the Client has paid in full, the Client owns the final deliverables the Company makes specifically for the Client under this agreement. The Company keeps ownership of its pre-existing materials, tools, templates and know-how, and grants the Client a non-exclusive, permanent license to use any of them that are built into the deliverables, for the purposes of those deliverables.',
            'The Company may mention the Client’s name and describe the work in its portfolio, unless the Client asks it in writing not to.',
          ],
        },
        {
          title: 'Confidentiality',
          body: [
            'Each party will keep the other’s non-public business information confidential, use it only for this agreement, and share it only with people who need it for this work and are bound to keep it confidential. This doesn’t cover information that is or becomes public through no fault of the receiving party, or that the law requires a party to disclose.',
          ],
        },
        {
          title: 'Independent business',
          body: [
            'The Company is an independent business, not the Client’s employee, partner or agent. The Company decides how to do the work and is responsible for its own staff, taxes and insurance.',
          ],
        },
        {
          title: 'Quality of the work',
          body: [
            'The Company will perform the Services carefully and professionally, in line with generally accepted standards for this kind of work. If the Client tells the Company in writing within [30] days of delivery that something doesn’t meet this standard, the Company will fix it at no extra charge. Except as this section says, and to the extent the law allows, the Company makes no other promises about the Services.',
          ],
        },
        {
          title: 'Limit of liability',
          body: [
            'To the extent the law allows, neither party is liable to the other for indirect or consequential losses, such as lost profits, and the Company’s total liability under this agreement is limited to the fees the Client paid in the [12] months before the claim. These limits don’t apply to amounts the Client owes for the Services, or to harm caused by a party’s fraud or willful misconduct.',
          ],
        },
        {
          title: 'Ending the agreement',
          body: [
            'Either party may end this agreement with [30] days’ written notice, or right away if the other party seriously breaks it and doesn’t fix the problem within [10] days of written notice. When it ends, the Client pays for the Services performed and expenses incurred up to the end date, and each party returns or destroys the other’s confidential information.',
          ],
        },
      ],
    }),
};
