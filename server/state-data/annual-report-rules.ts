import type {
  AnniversaryAnchor,
  AnniversaryPoint,
  DeadlineCycle,
  DeadlineRule,
  DueRule,
  FirstFiling,
  MonthDay,
} from '../../src/domain/compliance/deadline-rules';
import type { DatasetState } from './dataset';

/** How one state's annual report text was read: the words, and the rule written from them. */
interface Reading {
  /** The dataset's words, verbatim: the test fails when a refresh changes them. */
  as_written: string;
  due: DueRule;
  first_filing?: FirstFiling;
  /** Where the state's own name for it is not an annual or biennial report. */
  title?: string;
  reading?: string;
  to_confirm?: string;
}

const on = (month: number, day: number): MonthDay => ({ month, day });

const fixed = (due: MonthDay, cycle: DeadlineCycle = 'annual'): DueRule => ({
  kind: 'fixed',
  due,
  opens: null,
  cycle,
});

/** A window the state sets by calendar dates: due on its last day. */
const between = (opens: MonthDay, due: MonthDay, cycle: DeadlineCycle = 'annual'): DueRule => ({
  kind: 'fixed',
  due,
  opens,
  cycle,
});

const point = (anchor: AnniversaryAnchor, shift_months = 0): AnniversaryPoint => ({
  anchor,
  shift_months,
});

const anniversary = (
  due: AnniversaryPoint,
  cycle: DeadlineCycle = 'annual',
  opens: AnniversaryPoint | null = null,
): DueRule => ({ kind: 'anniversary', due, opens, cycle });

const NONE: DueRule = { kind: 'none' };

/**
 * Every jurisdiction's annual report rule, written by hand from the dataset's
 * `annual_report_due_date` (decision 0051): no state falls into a default. Where the words left a
 * question (which years a biennial report falls in, what a window is), the state's statute or
 * agency page settled it and `reading` names it; what is still open is in `to_confirm`.
 * Unless `first_filing` says otherwise, the first report is the first occurrence in the year
 * after the formation year (the anniversary's year for anniversary rules).
 */
export const ANNUAL_REPORT_READINGS: Readonly<Record<string, Reading>> = {
  AK: {
    as_written: 'Jan 2 (Biennial)',
    due: fixed(on(1, 2), 'biennial-from-formation'),
    reading:
      'Alaska’s Division of Corporations: an LLC created in an even-numbered year files by January 2 of every even-numbered year, one created in an odd-numbered year by January 2 of every odd-numbered year (https://commerce.alaska.gov/web/cbpl/Corporations/BiennialReportsFAQs).',
  },
  AL: { as_written: 'N/A', due: NONE },
  AR: { as_written: 'May 1', due: fixed(on(5, 1)) },
  AZ: { as_written: 'N/A', due: NONE },
  CA: {
    as_written: 'Last day of anniversary month (Biennial)',
    due: anniversary(point('month-end'), 'biennial-from-formation'),
    first_filing: { kind: 'within-days', days: 90 },
    reading:
      'Cal. Corp. Code § 17702.09(a): the first statement of information within 90 days after the articles of organization are filed, then biennially during the filing period that ends with the anniversary month.',
  },
  CO: {
    as_written: 'Anniversary month window',
    due: anniversary(point('month-end', 2), 'annual', point('month-start', -2)),
    reading:
      'C.R.S. § 7-90-501(4)(c)(I) (https://coloradosos.gov/pubs/info_center/laws/Title7/Title7Article90Part5.html): due by the last day of the second month after the anniversary month; the window opens on the first day of the second month before it.',
    to_confirm:
      'The window’s opening, two months before the anniversary month, is the Secretary of State’s five-month window as secondary sources describe it; the statute text read sets only the due date.',
  },
  CT: { as_written: 'Jan 1 - Mar 31', due: between(on(1, 1), on(3, 31)) },
  // Read from the DC entity-search record: states.json has no DC (see the import script).
  DC: {
    as_written: 'April 1 (biennial; first year after registration)',
    due: fixed(on(4, 1), 'biennial-from-year-after-formation'),
    reading:
      'D.C. Code § 29-102.11(c): the first by April 1 of the year after the formation year, then by April 1 of every second year.',
  },
  DE: {
    as_written: 'June 1',
    due: fixed(on(6, 1)),
    title: 'Annual tax',
    reading:
      'Delaware LLCs file no annual report: June 1 is the due date of the annual tax for the year before (https://corp.delaware.gov/alt-entitytaxinstructions/).',
  },
  FL: { as_written: 'May 1', due: fixed(on(5, 1)) },
  GA: { as_written: 'Jan 1 - Apr 1', due: between(on(1, 1), on(4, 1)) },
  HI: {
    as_written: 'End of anniversary quarter',
    due: anniversary(point('quarter-end')),
    reading:
      'The last day of the calendar quarter holding the anniversary: March 31, June 30, September 30 or December 31.',
  },
  IA: {
    as_written: 'Jan 1 - Apr 1 (Biennial, odd years)',
    due: between(on(1, 1), on(4, 1), 'biennial-odd'),
  },
  ID: { as_written: 'End of anniversary month', due: anniversary(point('month-end')) },
  IL: {
    as_written: 'Before first day of anniversary month',
    due: anniversary(point('before-month')),
    reading:
      '805 ILCS 180/50-1(b): delivered before the first day of the anniversary month, so due on the last day of the month before (December 31 of the year before for a January anniversary).',
  },
  IN: {
    as_written: 'End of anniversary month (Biennial)',
    due: anniversary(point('month-end'), 'biennial-from-formation'),
    reading:
      'Ind. Code § 23-0.5-2-13(c): every two calendar years, on a schedule the Secretary of State sets.',
    to_confirm:
      'That the first report falls in the anniversary month two years after formation is the schedule as secondary sources describe it; the Secretary of State’s own page was not read.',
  },
  KS: {
    as_written: 'Jan 1 - Apr 15 (after tax year end)',
    due: between(on(1, 1), on(4, 15), 'biennial-from-formation'),
    reading:
      'K.S.A. 17-76,139(b) (http://www.ksrevisor.org/statutes/chapters/ch17/017_076_0139.html): filed biennially, in even-numbered years by an LLC formed in an even-numbered year and in odd-numbered years by one formed in an odd-numbered year, after its tax year closes and by its Kansas income tax return’s due date. The dates are for a tax year ending December 31, as the dataset writes them.',
    to_confirm:
      'The dataset reads as an annual report; the statute read makes it biennial (since 2024, as secondary sources date it). Charter follows the statute.',
  },
  KY: { as_written: 'Jan 1 - June 30', due: between(on(1, 1), on(6, 30)) },
  LA: { as_written: 'Anniversary date', due: anniversary(point('date')) },
  MA: { as_written: 'Anniversary date', due: anniversary(point('date')) },
  MD: { as_written: 'Apr 15', due: fixed(on(4, 15)) },
  ME: { as_written: 'June 1', due: fixed(on(6, 1)) },
  MI: {
    as_written: 'Feb 15',
    due: fixed(on(2, 15)),
    first_filing: { kind: 'skip-if-formed-after', after: on(9, 30) },
    reading:
      'An LLC formed after September 30 does not file on the February 15 immediately after its formation.',
    to_confirm:
      'Read from secondary sources and the same rule for professional LLCs in MCL 450.4909(2); the annual statement’s own section was not read.',
  },
  MN: { as_written: 'Dec 31', due: fixed(on(12, 31)) },
  MO: { as_written: 'N/A', due: NONE },
  MS: { as_written: 'Jan 1 - Apr 15', due: between(on(1, 1), on(4, 15)) },
  MT: { as_written: 'Apr 15 (Fee waived timely)', due: fixed(on(4, 15)) },
  NC: { as_written: 'April 15', due: fixed(on(4, 15)) },
  ND: { as_written: 'Nov 15', due: fixed(on(11, 15)) },
  NE: {
    as_written: 'Apr 1 (Biennial, odd years)',
    due: fixed(on(4, 1), 'biennial-odd'),
    reading:
      'Neb. Rev. Stat. § 21-125(c): the first in the odd-numbered year following the calendar year of formation, then every odd-numbered year.',
  },
  NH: { as_written: 'April 1', due: fixed(on(4, 1)) },
  NJ: { as_written: 'Last day of anniversary month', due: anniversary(point('month-end')) },
  NM: { as_written: 'N/A', due: NONE },
  NV: { as_written: 'End of anniversary month', due: anniversary(point('month-end')) },
  NY: {
    as_written: 'Anniversary month (Biennial)',
    due: anniversary(point('month-end'), 'biennial-from-formation', point('month-start')),
    reading:
      'New York’s Department of State: every two years, in the calendar month of the original filing, and not before that month (https://www.businessexpress.ny.gov/app/answers/cms/a_id/3427).',
  },
  OH: { as_written: 'N/A', due: NONE },
  OK: { as_written: 'Anniversary date', due: anniversary(point('date')) },
  OR: { as_written: 'Anniversary date', due: anniversary(point('date')) },
  PA: { as_written: 'Sept 30', due: fixed(on(9, 30)) },
  RI: { as_written: 'Feb 1 - May 1', due: between(on(2, 1), on(5, 1)) },
  SC: { as_written: 'N/A', due: NONE },
  SD: {
    as_written: '1st day of anniversary month',
    due: anniversary(point('month-start')),
    to_confirm:
      'SDCL 59-11-25 has the report filed in the anniversary month (or by January 31 each year, where chosen at formation); the dataset’s first day of the month is the earliest reading, and the one computed.',
  },
  TN: { as_written: 'April 1', due: fixed(on(4, 1)) },
  TX: {
    as_written: 'May 15',
    due: fixed(on(5, 15)),
    reading: 'May 15 is the franchise tax report’s due date; the report itself costs nothing.',
  },
  UT: { as_written: 'Anniversary date', due: anniversary(point('date')) },
  VA: { as_written: 'Last day of anniversary month', due: anniversary(point('month-end')) },
  VT: {
    as_written: 'Within 3 months after fiscal year end',
    due: { kind: 'after-tax-year-end', month: 3, day: 'last' },
    reading: 'By the last day of the third month after the business’s fiscal year ends.',
  },
  WA: { as_written: 'Last day of anniversary month', due: anniversary(point('month-end')) },
  WI: {
    as_written: 'Anniversary quarter',
    due: anniversary(point('quarter-end'), 'annual', point('quarter-start')),
    reading: 'Within the calendar quarter holding the anniversary: due on its last day.',
  },
  WV: { as_written: 'Jan 1 - June 30', due: between(on(1, 1), on(6, 30)) },
  WY: {
    as_written: 'First day of anniversary month',
    due: anniversary(point('month-start')),
    reading: 'On or before the first day of the anniversary month.',
  },
};

function isBiennial(due: DueRule): boolean {
  return (due.kind === 'fixed' || due.kind === 'anniversary') && due.cycle !== 'annual';
}

/**
 * A state's annual report rule: the table's reading of its dataset text, with the text's source.
 * Throws when the table has no reading for the state or the dataset's words have changed, so a
 * refresh cannot serve a rule read from other words.
 */
export function annualReportRule(code: string, state: DatasetState): DeadlineRule {
  const text = state.annualReportDue;
  const reading = ANNUAL_REPORT_READINGS[code];
  if (!text || !reading) throw new Error(`No annual report rule for ${state.name}`);
  if (reading.as_written !== text.text) {
    throw new Error(`${state.name}’s annual report due date now reads "${text.text}"`);
  }
  return {
    title: reading.title ?? (isBiennial(reading.due) ? 'Biennial report' : 'Annual report'),
    due: reading.due,
    first_filing: reading.first_filing ?? null,
    as_written: text.text,
    reading: reading.reading ?? null,
    to_confirm: reading.to_confirm ?? null,
    source_url: text.sourceUrl,
    last_verified: text.lastVerified,
  };
}
