import type { StateFacts } from '../../src/domain/state-facts/state-facts';
import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';
import { FRANCHISE_TAX_RULE, TEXAS_REPORT_RULE } from './compliance-calendars';
import { TEXAS } from './naming-rules';

/**
 * GET /v1/states/TX/facts as the server answers it, whole (the browser checks it with the
 * route's schema): fees and times copied from the server's state data, the deadline rules the
 * calendar fixtures' (compliance-calendars.ts), the naming rules the dataset's
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
  compliance: { annual_report: TEXAS_REPORT_RULE, recurring_fees: [FRANCHISE_TAX_RULE] },
  credit: STATE_DATA_CREDIT,
  naming: TEXAS,
  entity_search: null,
};
