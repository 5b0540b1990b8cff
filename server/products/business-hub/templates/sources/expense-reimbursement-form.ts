import {
  boldRow,
  detailsTable,
  heading,
  para,
  rowsTable,
  signatureBlock,
  body,
} from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import { EMPLOYEE_NAME } from '../questions/shared';
import { PERIOD } from '../questions/expense-reimbursement-form';
import { catalogued, type TemplateSource } from '../template-source';

const EXPENSE_ROWS = 8;

export const TEMPLATE: TemplateSource = {
  ...catalogued('expense-reimbursement-form'),
  description:
    'A form for employees (or owners) to claim business expenses they paid themselves, with receipts, business purpose, totals and approval, built around the IRS’s accountable plan rules.',
  category: 'Hiring & HR',
  legal: false,
  build: (fill) =>
    body(
      detailsTable([
        ['Company', legalName(fill)],
        ['Employee', answer(fill, EMPLOYEE_NAME)],
        ['Period covered', answer(fill, PERIOD)],
        ['Date submitted', '[Date]'],
      ]),
      heading('Expenses'),
      para(
        'List each expense on its own line with its business purpose, and attach a receipt for each one. Fill in the totals yourself: a Word table doesn’t add up on its own.',
      ),
      rowsTable({
        header: ['Date', 'What it was and its business purpose', 'Category', 'Amount', 'Receipt'],
        rows: [
          ...Array.from({ length: EXPENSE_ROWS }, () => ['', '', '', '', '']),
          boldRow('Total expenses', '', '', '$', ''),
          boldRow('Less any advance received', '', '', '$', ''),
          boldRow('Amount to reimburse', '', '', '$', ''),
        ],
        weights: [2, 6, 3, 2, 2],
      }),
      para(
        'Mileage: list the date, the trip’s start and end points, its business purpose and the miles driven, and multiply by the rate the company reimburses, [rate] cents a mile. Many businesses use the IRS standard mileage rate for the year; check it on irs.gov each January.',
      ),
      heading('How reimbursements work'),
      para(
        'Under an accountable plan, the IRS doesn’t treat reimbursements as wages when the employee shows each expense was for business and returns any extra advance within a reasonable time. The IRS treats as reasonable accounting for an expense within 60 days of paying it and returning any excess within 120 days. Please turn this form in within [60] days of the expenses it covers.',
      ),
      para(
        `I confirm these expenses were for ${legalName(fill)}’s business, that I haven’t been reimbursed for them by anyone else, and that I will return any amount paid to me that I can’t show was for business.`,
      ),
      signatureBlock({ party: 'Employee', name: answer(fill, EMPLOYEE_NAME) }),
      signatureBlock({
        party: 'Approved for payment',
        name: '[Name of approver]',
        title: '[Title]',
      }),
    ),
};
