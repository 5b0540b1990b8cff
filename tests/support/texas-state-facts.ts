import type { StateFacts } from '../../src/domain/state-facts/state-facts';
import { TEXAS } from './naming-rules';

/**
 * GET /v1/states/TX/facts as the server answers it, whole (the browser checks it with the
 * route's schema): copied from the server's state data, the naming rules the dataset's
 * (naming-rules.ts), no entity search offered.
 */
export const TEXAS_FACTS: StateFacts = {
  state: 'TX',
  state_name: 'Texas',
  formation_fee: {
    cents: 30000,
    source_url: 'https://comptroller.texas.gov/taxes/franchise/',
    last_verified: '2026-07-17',
  },
  standard_filing: {
    business_days: {
      min: 5,
      max: 10,
    },
    published: null,
  },
  rapid_filing: {
    offered: false,
    reason:
      'Texas’s fastest expedite for LLC formation is not available online (only by email, in person or by courier).',
    source_url: 'https://www.sos.state.tx.us/express.shtml',
  },
  service_fees: {
    LLC_ANNUAL_REPORT: {
      status: 'sourced',
      cents: 0,
      source_url: 'https://comptroller.texas.gov/taxes/franchise/',
      last_verified: '2026-07-17',
    },
    LLC_AMENDMENT: {
      status: 'unknown',
    },
    CERT_GOOD_STANDING: {
      status: 'sourced',
      cents: 1500,
      source_url: 'https://direct.sos.state.tx.us/help/help-corp.asp?pg=fee&plan_id=0',
      last_verified: '2026-11-25',
    },
  },
  compliance: {
    annual_report: {
      title: 'Annual report',
      due: {
        kind: 'fixed',
        due: {
          month: 5,
          day: 15,
        },
        opens: null,
        cycle: 'annual',
      },
      first_filing: null,
      as_written: 'May 15',
      reading: 'May 15 is the franchise tax report’s due date; the report itself costs nothing.',
      to_confirm: null,
      source_url: 'https://comptroller.texas.gov/taxes/franchise/',
      last_verified: '2026-07-17',
    },
    recurring_fees: [
      {
        title: 'Franchise Tax',
        collected_by: 'Texas Comptroller of Public Accounts',
        fee: {
          status: 'minimum',
          basis: 'revenue',
          cents: 0,
          source_url: 'https://comptroller.texas.gov/taxes/franchise/',
          last_verified: '2026-08-07',
        },
        due: {
          kind: 'fixed',
          due: {
            month: 5,
            day: 15,
          },
          opens: null,
          cycle: 'annual',
        },
        first_filing: null,
        as_written:
          'The annual franchise tax report is due May 15. If May 15 falls on a weekend or holiday, the due date will be the next business day.',
        reading: null,
        to_confirm: null,
        source_url: 'https://comptroller.texas.gov/taxes/franchise/',
        last_verified: '2026-08-07',
      },
    ],
  },
  credit: 'US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0',
  naming: TEXAS,
  entity_search: null,
};
