import type {
  DeadlineFee,
  DueRule,
  FirstFiling,
  RecurringFeeRule,
} from '../../src/domain/compliance/deadline-rules';
import type { DatasetState, DatasetStateTax } from './dataset';

/** How one state's levy due date was read: the words, and the rule written from them. */
interface Reading {
  /** The dataset's `dueDate`, verbatim: the test fails when a refresh changes it. */
  as_written: string;
  due: DueRule;
  first_filing?: FirstFiling;
  reading?: string;
}

const afterTaxYearEnd = (month: number, day: number): DueRule => ({
  kind: 'after-tax-year-end',
  month,
  day,
});

const WITH_FEDERAL_RETURN: DueRule = { kind: 'needs', needs: 'federal-return-due-date' };

/**
 * The due date of every recurring state levy the dataset's `tax-rules` records beyond the annual
 * report fee (decision 0051), written by hand from its `dueDate`. Listed: every state whose levy
 * applies and is not the payment the annual report fee already counts
 * (`collectedWithAnnualReport`: Arkansas, Delaware, Nevada and Wyoming fold theirs into it).
 */
export const RECURRING_FEE_READINGS: Readonly<Record<string, Reading>> = {
  AK: {
    as_written: '1-Year Fee – Business License Expiring 12/31/2026 $ 50.00',
    due: { kind: 'fixed', due: { month: 12, day: 31 }, opens: null, cycle: 'annual' },
    first_filing: { kind: 'formation-year' },
    reading:
      'A license bought for one year ends on December 31 of that year (a two-year license on December 31 of the next) and is renewed by then.',
  },
  AL: {
    as_written:
      'Form PPT and CPT are due on the same date as the corresponding federal income returns are required to be filed as provided under federal law.',
    due: WITH_FEDERAL_RETURN,
  },
  CA: {
    as_written:
      'Your subsequent annual tax payments will continue to be due on the 15th day of the 4th month of your taxable year.',
    due: afterTaxYearEnd(4, 15),
    first_filing: { kind: 'nth-month', month: 4, day: 15 },
    reading:
      'The 15th day of the 4th month of each taxable year; the first payment is due on the 15th day of the 4th month from the formation, counting its month as the first (the dataset’s notes).',
  },
  DC: {
    as_written:
      'on or before the 15th day of April of each year; except, that such returns, if made on the basis of a fiscal year, shall be filed on or before the 15th day of the 4th month following the close of such fiscal year',
    due: afterTaxYearEnd(4, 15),
  },
  HI: {
    as_written:
      'The due date is the 20th day of the fourth month following the close of the taxable year. For calendar year filers, the due date is April 20th of the following year.',
    due: afterTaxYearEnd(4, 20),
  },
  KY: {
    as_written:
      "on or before the fifteenth day of the fourth month following the close of the taxpayer's taxable year",
    due: afterTaxYearEnd(4, 15),
  },
  MN: {
    as_written:
      'The tax imposed under this paragraph is due on or before the due date of the return for the taxpayer due under section 289A.18, subdivision 1',
    due: WITH_FEDERAL_RETURN,
    reading:
      'Minn. Stat. § 289A.18, subd. 1, as the dataset quotes it: a partnership’s return is due on its federal return’s due date.',
  },
  NH: {
    as_written:
      'On or before the fifteenth day of the third month in the case of enterprises required to file a United States partnership tax return, the fifteenth day of the fifth month in the case of enterprises required to file a United States exempt organization return, and the fifteenth day of the fourth month in the case of all other business enterprises, following expiration of its taxable period.',
    due: WITH_FEDERAL_RETURN,
    reading:
      'The month depends on the federal return the LLC files: the third month after its taxable period for a partnership return, the fourth otherwise.',
  },
  NY: {
    as_written:
      'You must file Form IT-204-LL on or before the 15th day of the third month following the close of the tax year.',
    due: afterTaxYearEnd(3, 15),
  },
  OH: {
    as_written:
      'Not later than the tenth day of the second month after the end of each calendar quarter, every taxpayer shall file with the tax commissioner a tax return in such form as the commissioner prescribes.',
    due: { kind: 'quarterly', month: 2, day: 10 },
  },
  OR: {
    as_written:
      'The return is due the 15th day of the fourth month following the end of the tax year.',
    due: afterTaxYearEnd(4, 15),
  },
  RI: {
    as_written:
      'The due date for a limited liability company that is not treated as a corporation for purposes of federal income taxation shall be on or before the fifteenth day of the fourth month following the close of the fiscal year.',
    due: afterTaxYearEnd(4, 15),
  },
  TN: {
    as_written:
      'Annual 15th day of the fourth month following the close of your books and records. For businesses with a January 1 - December 31 calendar year, this tax is due on April 15 of the following year.',
    due: afterTaxYearEnd(4, 15),
  },
  TX: {
    as_written:
      'The annual franchise tax report is due May 15. If May 15 falls on a weekend or holiday, the due date will be the next business day.',
    due: { kind: 'fixed', due: { month: 5, day: 15 }, opens: null, cycle: 'annual' },
  },
  VT: {
    as_written:
      "on or before the due date prescribed for the filing of the entity's federal return",
    due: WITH_FEDERAL_RETURN,
  },
  WA: {
    as_written:
      'Monthly returns are due the 25th of every month. Quarterly returns are due the end of the month following the tax quarter. Annual returns are due April 15.',
    due: { kind: 'needs', needs: 'filing-frequency' },
    reading: 'The Department of Revenue assigns each business its filing frequency.',
  },
};

/** Whether the dataset records a levy of the state's that the annual report fee does not hold. */
export function hasRecurringFee(tax: DatasetStateTax | null): tax is DatasetStateTax {
  return tax?.applies === true && tax.collectedWithAnnualReport !== true;
}

function levyFee(tax: DatasetStateTax, sourceUrl: string): DeadlineFee {
  if (tax.minimumAnnualUsd === null || tax.basis === null) return { status: 'unknown' };
  const figure = {
    cents: Math.round(tax.minimumAnnualUsd * 100),
    source_url: sourceUrl,
    last_verified: tax.lastVerified,
  };
  return tax.basis === 'flat'
    ? { status: 'sourced', ...figure }
    : { status: 'minimum', basis: tax.basis, ...figure };
}

/**
 * A state's recurring levies beyond the annual report fee: none, or the one its `tax-rules`
 * record holds, read by the table. Throws when the table has no reading for a levy the record
 * holds or the record's words have changed.
 */
export function recurringFeeRules(code: string, state: DatasetState): RecurringFeeRule[] {
  const tax = state.stateTax;
  if (!hasRecurringFee(tax)) return [];
  const reading = RECURRING_FEE_READINGS[code];
  const { taxName, filedWith, dueDate, sourceUrl } = tax;
  if (!reading || !taxName || !filedWith || !dueDate || !sourceUrl) {
    throw new Error(`No recurring fee rule for ${state.name}`);
  }
  if (reading.as_written !== dueDate) {
    throw new Error(`${state.name}’s ${taxName} due date now reads "${dueDate}"`);
  }
  return [
    {
      title: taxName,
      collected_by: filedWith,
      fee: levyFee(tax, tax.amountSourceUrl ?? sourceUrl),
      due: reading.due,
      first_filing: reading.first_filing ?? null,
      as_written: dueDate,
      reading: reading.reading ?? null,
      to_confirm: null,
      source_url: sourceUrl,
      last_verified: tax.lastVerified,
    },
  ];
}
