import { bullets, detailsTable, heading, para, rowsTable, body } from '../docx-blocks';
import { addressLine, legalName, stateName } from '../fill-values';
import { catalogued, type TemplateSource } from '../template-source';

/** Each section of the plan, with the questions it should answer. */
const SECTIONS: ReadonlyArray<{ title: string; prompts: readonly string[] }> = [
  {
    title: 'The problem and your solution',
    prompts: [
      'What problem do your customers have, and how do they deal with it today?',
      'What do you offer, and why is it better, faster, cheaper or more convenient for them?',
    ],
  },
  {
    title: 'Customers and market',
    prompts: [
      'Who exactly buys from you? Describe your typical customer.',
      'How many such customers are within reach, and how did you estimate it?',
      'Who are your competitors, and what will make customers choose you?',
    ],
  },
  {
    title: 'Products, services and pricing',
    prompts: [
      'What do you sell, and at what prices?',
      'What does each sale cost you to deliver, and what is left over (your gross margin)?',
    ],
  },
  {
    title: 'Marketing and sales',
    prompts: [
      'How will customers hear about you: referrals, search, social media, partners, a storefront?',
      'What does it cost to win a customer, and how will you keep them coming back?',
    ],
  },
  {
    title: 'Operations',
    prompts: [
      'Where and how do you do the work: location, equipment, suppliers, software?',
      'Which licenses, permits and insurance does your business need?',
    ],
  },
  {
    title: 'Team',
    prompts: [
      'Who runs the business, and what experience do they bring?',
      'Whom will you hire, or which contractors and advisers (accountant, attorney) will you use?',
    ],
  },
  {
    title: 'Financial plan',
    prompts: [
      'What will it cost to start (see the Startup Costs Worksheet)?',
      'What cash will come in and go out each month for the first year (see the 12-Month Cash-Flow Worksheet)?',
      'How much must you sell each month to cover your costs (your break-even point)?',
      'How much money do you need, from where (savings, a loan, investors), and what will it pay for?',
    ],
  },
  {
    title: 'Risks and how you’ll handle them',
    prompts: [
      'What could go wrong (a slow start, a key supplier, a large customer leaving), and what is your plan if it does?',
    ],
  },
];

export const TEMPLATE: TemplateSource = {
  ...catalogued('business-plan-outline'),
  description:
    'A practical outline for a lean business plan, section by section, with the questions each one should answer, a milestones table and pointers to the financial worksheets.',
  category: 'Planning & Finance',
  legal: false,
  build: (fill) =>
    body(
      para(
        'A plan doesn’t need to be long to be useful. Answer the questions under each heading in a few sentences, replace them with your answers, and revisit the plan every few months as you learn.',
      ),
      detailsTable([
        ['Business', legalName(fill)],
        ['Formed in', stateName(fill)],
        ['Location', addressLine(fill)],
        ['Plan prepared by', '[Name]'],
        ['Date', '[Date]'],
      ]),
      heading('Executive summary'),
      para(
        `[Write this last. In half a page: what ${legalName(fill)} does, for whom, why it will succeed, where it stands today, and what you need next, such as funding or a first hire.]`,
      ),
      SECTIONS.flatMap((section) => [heading(section.title), ...bullets(section.prompts)]),
      heading('Milestones'),
      rowsTable({
        header: ['Milestone', 'Target date', 'Who is responsible', 'Done'],
        rows: [
          ['[First paying customer]', '', '', ''],
          ['[Break-even month]', '', '', ''],
          ['[First hire]', '', '', ''],
          ['', '', '', ''],
        ],
        weights: [5, 2, 3, 1],
      }),
      heading('Appendix'),
      para(
        '[Attach supporting material: the financial worksheets, price lists, letters of intent from customers, résumés, licenses and permits.]',
      ),
    ),
};
