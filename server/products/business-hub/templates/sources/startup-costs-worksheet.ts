import { boldRow, heading, para, rowsTable, body } from '../docx-blocks';
import { answer, legalName, stateName } from '../fill-values';
import { MONTHS } from '../questions/startup-costs-worksheet';
import { catalogued, type TemplateSource } from '../template-source';

const ONE_TIME = [
  'State filing fee to form the business',
  'Business licenses and permits',
  'Legal and accounting help',
  'Equipment, tools and furniture',
  'Computers and software setup',
  'Starting inventory and materials',
  'Deposits (rent, utilities)',
  'Build-out or renovation',
  'Website, logo and signs',
  'Launch marketing',
];
const MONTHLY = [
  'Rent',
  'Payroll and contractors',
  'Utilities, phone and internet',
  'Insurance',
  'Software and subscriptions',
  'Marketing',
  'Loan payments',
  'Registered agent and other recurring services',
  'Owner pay',
];

/** A table of costs to estimate and then record, with a line for anything else and a total. */
function costTable(items: readonly string[], totalLabel: string) {
  return rowsTable({
    header: ['Cost', 'Estimate', 'Actual', 'Notes'],
    rows: [
      ...[...items, '[Other]'].map((item) => [item, '', '', '']),
      boldRow(totalLabel, '$', '$', ''),
    ],
    weights: [5, 2, 2, 4],
  });
}

export const TEMPLATE: TemplateSource = {
  ...catalogued('startup-costs-worksheet'),
  description:
    'Adds up what it takes to open your doors: one-time costs, your first months of running costs, and a cushion, so you know how much money you need before you start.',
  category: 'Planning & Finance',
  legal: false,
  build: (fill) =>
    body(
      para(
        `Startup budget for ${legalName(fill)}, formed in ${stateName(fill)}. Write an estimate for each line before you spend, then the actual cost as bills come in. Fill in the totals yourself: a Word table can’t calculate. For your state’s filing and annual report fees, see your Compliance Calendar.`,
      ),
      heading('One-time costs'),
      costTable(ONE_TIME, 'Total one-time costs'),
      heading('Monthly running costs'),
      costTable(MONTHLY, 'Total per month'),
      heading('How much you need to start'),
      rowsTable({
        header: ['Item', 'Amount'],
        rows: [
          ['Total one-time costs', '$'],
          [`Monthly running costs × ${answer(fill, MONTHS)} months`, '$'],
          ['Cushion for surprises (many owners add 10% to 20%)', '$'],
          boldRow('Money needed to start', '$'),
        ],
        weights: [7, 2],
      }),
    ),
};
