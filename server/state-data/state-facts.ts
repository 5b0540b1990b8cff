import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';
import {
  STANDARD_FILING_DAYS,
  STANDARD_FILING_MIN_DAYS,
} from '../../src/domain/estimates/filing-days';
import type { ServiceFiling } from '../../src/domain/registration/selection-rules';
import type {
  BusinessDayRange,
  PublishedProcessingTime,
  ServiceStateFee,
  SourcedFee,
  StateFacts,
} from '../../src/domain/state-facts/state-facts';
import { US_STATES } from '../../src/domain/us-states';
import {
  STATE_DATASET,
  type DatasetFee,
  type DatasetStandardProcessing,
  type DatasetState,
} from './dataset';
import { annualReportRule } from './annual-report-rules';
import { rapidFiling } from './rapid-filing';
import { recurringFeeRules } from './recurring-fee-rules';
import { researchedServiceFee, SERVICE_FEE_TABLE, type ServiceFeeTable } from './service-fees';

function sourcedFee(fee: DatasetFee | null): SourcedFee | null {
  if (fee === null) return null;
  return {
    cents: Math.round(fee.usd * 100),
    source_url: fee.sourceUrl,
    last_verified: fee.lastVerified,
  };
}

function published(standard: DatasetStandardProcessing): PublishedProcessingTime | null {
  if (!standard.isPublished || !standard.sourceUrl || !standard.observedOn) return null;
  return {
    statement: standard.statement,
    online_business_days: standard.onlineBusinessDays,
    queue_as_of: standard.queueAsOfOnline,
    source_url: standard.sourceUrl,
    observed_on: standard.observedOn,
  };
}

/**
 * What Charter's estimate counts for a standard filing: the range the state states for online
 * filings, never under 1 business day (a state's "0-2" is {1, 2}); else the spec's 5-10.
 */
function standardBusinessDays(standard: DatasetStandardProcessing): BusinessDayRange {
  const stated = standard.isPublished ? standard.onlineBusinessDays : null;
  if (stated === null) return { min: STANDARD_FILING_MIN_DAYS, max: STANDARD_FILING_DAYS };
  return { min: Math.max(1, stated.min), max: Math.max(1, stated.max) };
}

function annualReportFee(state: DatasetState): ServiceStateFee {
  const fee = sourcedFee(state.annualReportFee);
  return fee === null ? { status: 'unknown' } : { status: 'sourced', ...fee };
}

/** One jurisdiction's facts, from its dataset record and the researched service fees. */
export function buildStateFacts(
  code: string,
  state: DatasetState,
  serviceFees: ServiceFeeTable = SERVICE_FEE_TABLE,
): StateFacts {
  const { naming } = state;
  return {
    state: code,
    state_name: state.name,
    formation_fee: sourcedFee(state.formationFee),
    standard_filing: {
      business_days: standardBusinessDays(state.standardProcessing),
      published: published(state.standardProcessing),
    },
    rapid_filing: rapidFiling(code, state),
    naming: naming && {
      designator_rule: naming.entitySuffixRule,
      designator_citation: naming.entitySuffixCitation,
      restricted_words: naming.restrictedWords,
      notes: naming.notes,
      statute_url: naming.namingStatuteUrl,
      last_verified: naming.lastVerified,
    },
    // The dataset's search record names the page and its button, not how to use it.
    entity_search: state.entitySearch && { url: state.entitySearch.url, how_to: null },
    service_fees: {
      LLC_ANNUAL_REPORT: annualReportFee(state),
      LLC_AMENDMENT: researchedServiceFee(serviceFees, code, 'LLC_AMENDMENT'),
      CERT_GOOD_STANDING: researchedServiceFee(serviceFees, code, 'CERT_GOOD_STANDING'),
    },
    compliance: {
      annual_report: annualReportRule(code, state),
      recurring_fees: recurringFeeRules(code, state),
    },
    credit: STATE_DATA_CREDIT,
  };
}

/** Every jurisdiction of US_STATES; one the dataset lacks stops the server at start. */
function buildAllStateFacts(): ReadonlyMap<string, StateFacts> {
  return new Map(
    US_STATES.map(({ abbreviation, name }) => {
      const record = STATE_DATASET.states[abbreviation];
      if (!record) throw new Error(`The state dataset has no record for ${name}`);
      return [abbreviation, buildStateFacts(abbreviation, record)];
    }),
  );
}

/** The facts of the 50 states and DC, keyed by two-letter code. */
export const STATE_FACTS = buildAllStateFacts();

/** A state's facts by two-letter code (any case); undefined for a code that is no state. */
export function stateFacts(code: string): StateFacts | undefined {
  return STATE_FACTS.get(code.toUpperCase());
}

/**
 * The business days a state filing is estimated at: rapid's where the state offers it and it
 * was chosen, else the standard filing's upper figure (what the dashboard's date counts).
 */
export function stateFilingDays(facts: StateFacts, filing: ServiceFiling): number {
  const { rapid_filing: rapid } = facts;
  if (filing === 'rapid' && rapid.offered) return rapid.business_days;
  return facts.standard_filing.business_days.max;
}
