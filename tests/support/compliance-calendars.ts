import type {
  CalendarBusiness,
  ComplianceCalendar,
  LicenceRenewal,
} from '../../src/domain/compliance/compliance-calendar';
import type { DeadlineRule, RecurringFeeRule } from '../../src/domain/compliance/deadline-rules';
import type { StateDeadline } from '../../src/domain/compliance/state-deadlines';
import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';

/*
 * Compliance calendars as GET /v1/compliance/deadlines/1 answers them, for the screens' tests:
 * a Texas business formed on March 10, 2026 seen on November 26, 2026, and variations.
 */

const TEXAS_SOURCE = {
  source_url: 'https://comptroller.texas.gov/taxes/franchise/',
  last_verified: '2026-07-17',
};

export const TEXAS_BUSINESS: CalendarBusiness = {
  business_id: 3,
  name: 'Bluebonnet Bikes LLC',
  state: 'Texas',
  state_code: 'TX',
  status: 'ACTIVE',
  formed_on: '2026-03-10',
};

export const TEXAS_REPORT_RULE: DeadlineRule = {
  title: 'Annual report',
  due: { kind: 'fixed', due: { month: 5, day: 15 }, opens: null, cycle: 'annual' },
  first_filing: null,
  as_written: 'May 15',
  reading: null,
  to_confirm: null,
  ...TEXAS_SOURCE,
};

export const FRANCHISE_TAX_RULE: RecurringFeeRule = {
  ...TEXAS_REPORT_RULE,
  title: 'Franchise Tax',
  as_written: 'The annual franchise tax report is due May 15.',
  collected_by: 'Texas Comptroller of Public Accounts',
  fee: { status: 'minimum', basis: 'revenue', cents: 0, ...TEXAS_SOURCE },
};

/** Texas's annual report, due May 15, 2027: 170 days after November 26, 2026. */
export const TEXAS_REPORT: StateDeadline = {
  id: 'annual-report',
  title: 'Annual report',
  rule: TEXAS_REPORT_RULE,
  fee: { status: 'sourced', cents: 0, ...TEXAS_SOURCE },
  status: 'upcoming',
  due: '2027-05-15',
  opens: null,
  days_until_due: 170,
  first: true,
  cycle: 'annual',
  following: { due: '2028-05-15', opens: null },
};

export const TEXAS_CALENDAR: ComplianceCalendar = {
  individual_id: 1,
  today: '2026-11-26',
  business: TEXAS_BUSINESS,
  deadlines: [
    TEXAS_REPORT,
    {
      ...TEXAS_REPORT,
      id: 'recurring-fee-1',
      title: 'Franchise Tax',
      rule: FRANCHISE_TAX_RULE,
      fee: FRANCHISE_TAX_RULE.fee,
    },
  ],
  renewals: [],
  license_renewals: [],
  credit: STATE_DATA_CREDIT,
};

/** The calendar with its annual report replaced by `report`'s fields. */
export function withAnnualReport(report: Partial<StateDeadline>): ComplianceCalendar {
  return {
    ...TEXAS_CALENDAR,
    deadlines: [
      { ...TEXAS_REPORT, ...report } as StateDeadline,
      ...TEXAS_CALENDAR.deadlines.slice(1),
    ],
  };
}

const ALABAMA_SOURCE = {
  source_url: 'https://www.sos.alabama.gov/sites/default/files/2022-01/2021FeeSchedule.pdf',
  last_verified: '2026-07-17',
};

const PRIVILEGE_TAX_RULE: RecurringFeeRule = {
  ...FRANCHISE_TAX_RULE,
  title: 'Business Privilege Tax',
  due: { kind: 'needs', needs: 'federal-return-due-date' },
  as_written:
    'Form PPT and CPT are due on the same date as the corresponding federal income returns',
  collected_by: 'Alabama Department of Revenue',
  ...ALABAMA_SOURCE,
};

/** An Alabama business: no annual report, and a privilege tax dated by the federal return. */
export const ALABAMA_CALENDAR: ComplianceCalendar = {
  ...TEXAS_CALENDAR,
  business: { ...TEXAS_BUSINESS, state: 'Alabama', state_code: 'AL' },
  deadlines: [
    {
      id: 'annual-report',
      title: 'Annual report',
      rule: { ...TEXAS_REPORT_RULE, due: { kind: 'none' }, as_written: 'N/A', ...ALABAMA_SOURCE },
      fee: { status: 'sourced', cents: 0, ...ALABAMA_SOURCE },
      status: 'none',
    },
    {
      id: 'recurring-fee-1',
      title: 'Business Privilege Tax',
      rule: PRIVILEGE_TAX_RULE,
      fee: { status: 'minimum', basis: 'net-worth', cents: 0, ...ALABAMA_SOURCE },
      status: 'needs',
      needs: 'federal-return-due-date',
    },
  ],
};

/** Two renewals of a Texas licence report, as the rules give them: one dated, one not. */
export const TEXAS_LICENCE_RENEWALS: LicenceRenewal[] = [
  {
    id: 'licence-tx-comptroller-tobacco-ecig-retailer-permit',
    licence:
      'Cigarette, cigar and/or tobacco products retailer permit; e-cigarette retailer permit',
    agency: { name: 'Texas Comptroller of Public Accounts', url: 'https://comptroller.texas.gov/' },
    rule: 'Permits expire May 31 of even-numbered years',
    every_months: 24,
    renews_on: { month: 5, day: 31, years: 'even' },
    due: '2028-05-31',
    days_until_due: 552,
    source_url: 'https://comptroller.texas.gov/taxes/tobacco/e-cig-retailer-permit.php',
    source_title: 'E-Cigarette Retailer Permit (Texas Comptroller)',
    last_verified: '2026-11-29',
    report_prepared_on: '2026-11-20',
  },
  {
    id: 'licence-tx-dshs-retail-food-establishment-permit',
    licence: 'Retail food establishment permit',
    agency: {
      name: 'Texas Department of State Health Services (DSHS), Retail Food Establishments program — or the local city/county health department',
      url: 'https://www.dshs.texas.gov/',
    },
    rule: 'Renew every two years',
    every_months: 24,
    renews_on: null,
    due: null,
    days_until_due: null,
    source_url:
      'https://texreg.sos.state.tx.us/public/readtac$ext.TacPage?sl=T&app=9&p_dir=N&p_rloc=187560&p_tloc=&p_ploc=1&pg=3&p_tac=&ti=25&pt=1&ch=229&rl=372',
    source_title: '25 TAC §229.372 Permitting Fees and Procedures (Texas Administrative Code)',
    last_verified: '2026-11-29',
    report_prepared_on: '2026-11-20',
  },
];
