import { body, boldRow, heading, para, rowsTable } from '../docx-blocks';
import { answer, legalName, money } from '../fill-values';
import { FIRST_MONTH, MONTH_NAMES, OPENING, YEAR } from '../questions/cash-flow-worksheet';
import { catalogued, type TemplateSource } from '../template-source';

const CASH_IN = [
  'Cash sales',
  'Payments from customers on invoices',
  'Loans or investment received',
  'Other cash in',
];
const CASH_OUT = [
  'Inventory, materials and supplies',
  'Payroll and contractors',
  'Rent',
  'Utilities, phone and internet',
  'Insurance',
  'Marketing and advertising',
  'Software and subscriptions',
  'Loan payments',
  'Taxes (estimated, sales and payroll)',
  'Owner draws or distributions',
  'Other cash out',
];

/** The twelve column headings: 'Jan 2027' … from the first month, or 'Month 1' … on a blank. */
function monthHeadings(firstMonth: string | undefined, year: string | undefined): string[] {
  const first = Number(firstMonth);
  const startYear = Number(year);
  if (!Number.isInteger(first) || first < 1 || first > 12 || !Number.isInteger(startYear)) {
    return Array.from({ length: 12 }, (_, index) => `Month ${index + 1}`);
  }
  return Array.from({ length: 12 }, (_, index) => {
    const month = (first - 1 + index) % 12;
    const yearOf = startYear + Math.floor((first - 1 + index) / 12);
    return `${MONTH_NAMES[month]!.slice(0, 3)} ${yearOf}`;
  });
}

const emptyMonths = (label: string) => [label, ...Array.from({ length: 13 }, () => '')];

export const TEMPLATE: TemplateSource = {
  ...catalogued('cash-flow-worksheet'),
  description:
    'A month-by-month worksheet of the cash you expect to come in and go out over a year, so you can see a shortfall coming before it arrives.',
  category: 'Planning & Finance',
  legal: false,
  landscape: true,
  build: (fill) => {
    const months = monthHeadings(fill.answers[FIRST_MONTH.name], fill.answers[YEAR.name]);
    return body(
      para(
        `${legalName(fill)}: cash-flow plan for the 12 months starting ${answer(fill, FIRST_MONTH)} ${answer(fill, YEAR)}. Cash at the start of the first month: ${money(fill, OPENING)}.`,
      ),
      para(
        'Fill in every figure yourself: a Word table can’t calculate. For each month, add up the cash in and the cash out. Net cash flow is total cash in minus total cash out; cash at the end of the month is cash at the start plus net cash flow, and it becomes the next month’s cash at the start. Count money when it actually arrives or leaves your bank account, not when you send or receive an invoice.',
      ),
      heading('Cash flow by month'),
      rowsTable({
        header: ['Item', ...months, 'Total'],
        rows: [
          ['Cash at start of month', money(fill, OPENING), ...Array.from({ length: 12 }, () => '')],
          boldRow(...emptyMonths('Cash in')),
          ...CASH_IN.map(emptyMonths),
          boldRow(...emptyMonths('Total cash in')),
          boldRow(...emptyMonths('Cash out')),
          ...CASH_OUT.map(emptyMonths),
          boldRow(...emptyMonths('Total cash out')),
          boldRow(...emptyMonths('Net cash flow (in minus out)')),
          boldRow(...emptyMonths('Cash at end of month')),
        ],
        weights: [4, ...Array.from({ length: 13 }, () => 1.3)],
        orientation: 'landscape',
        compact: true,
      }),
      para(
        'If any month ends with less cash than you need to feel safe ([Your cash cushion, such as two months of expenses]), plan now: delay a purchase, ask for deposits, chase invoices sooner, or arrange a line of credit before you need it.',
      ),
    );
  },
};
