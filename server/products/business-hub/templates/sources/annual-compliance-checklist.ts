import { checklist, detailsTable, heading, para, body } from '../docx-blocks';
import { answer, ein, legalName, stateName } from '../fill-values';
import { YEAR } from '../questions/annual-compliance-checklist';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('annual-compliance-checklist'),
  description:
    'A once-a-year checklist for keeping your business in good standing: state filings, federal tax deadlines, payroll and contractor forms, and the records that protect your LLC.',
  category: 'Tax & Compliance',
  legal: true,
  build: (fill) =>
    body(
      detailsTable([
        ['Business', legalName(fill)],
        ['State of formation', stateName(fill)],
        ['EIN', ein(fill)],
        ['Year', answer(fill, YEAR)],
      ]),
      para(
        'Work through this list early in the year and tick each item when it’s done. Federal dates below are for businesses whose tax year is the calendar year; when a date falls on a weekend or legal holiday, the deadline moves to the next business day. State dates and fees differ by state: your Compliance Calendar shows your state’s.',
      ),
      heading('Your state'),
      checklist([
        `Annual or biennial report filed with ${stateName(fill)}, if it requires one, and any fee paid by the state’s due date.`,
        'Any state franchise tax, privilege tax or annual LLC tax filed and paid.',
        'Registered agent’s name and address on file with the state still correct.',
        'Registration renewed in any other state where the business is registered to do business.',
        'Sales tax returns filed on the schedule your state assigned, if you sell taxable goods or services.',
        'Business licenses and permits (state, county and city) renewed before they expire.',
      ]),
      heading('Federal taxes'),
      checklist([
        'By January 31: Forms W-2 to employees and the Social Security Administration; Form 940 (federal unemployment tax) filed.',
        'By January 31: Form 1099-NEC to each contractor and the IRS. For payments made in 2026, the threshold is $2,000 for the year (it was $600 for 2025); check the IRS’s form page for later years.',
        'By March 15: partnership return (Form 1065) for a multi-member LLC, or Form 1120-S for an S corporation, with Schedule K-1s to the owners.',
        'By April 15: individual return (Form 1040) with Schedule C for a single-member LLC taxed by default, or Form 1120 for an LLC taxed as a C corporation.',
        'Each quarter: estimated tax payments, if you expect to owe tax that isn’t withheld (generally April 15, June 15, September 15 and January 15).',
        'Each quarter: Form 941 (payroll taxes) if you have employees, by the last day of the month after the quarter ends.',
      ]),
      heading('Records that protect your LLC'),
      checklist([
        'Business and personal money kept in separate accounts all year.',
        'Operating agreement reviewed, and updated if owners, percentages or management changed.',
        'Major decisions of the year recorded in minutes or written consents.',
        'Insurance coverage reviewed for the business as it is today.',
        'Books closed for the year and tax records, receipts and filings saved.',
      ]),
      para(
        'Federal dates: IRS Publication 509, Tax Calendars, and the IRS’s page for each form, at irs.gov.',
      ),
    ),
};
