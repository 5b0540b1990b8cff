/**
 * What Charter knows about one state's LLC filings, as `GET /v1/states/{state}/facts` answers
 * it: each figure with the page it was read from and when (DESIGN "Facts shown to owners").
 * The figures come from the US LLC State Requirements Dataset (CC BY 4.0, `server/state-data/`);
 * where the dataset does not know, the field is null and the screen says so instead of guessing.
 * Snake case because it is a wire shape.
 */
import type { ComplianceRules } from '../compliance/deadline-rules';
import type { FactSource } from './fact-source';

export type BusinessDayRange = {
  min: number;
  max: number;
};

/** A fee the state charges, in cents, with its source. */
export type SourcedFee = FactSource & {
  cents: number;
};

/**
 * The state's own published processing time for a standard LLC formation, as observed on a day
 * (the dataset's `standardProcessing`): a stated range, a queue date, or only the state's words.
 */
export type PublishedProcessingTime = {
  /** The state's wording, verbatim, when it gave one. */
  statement: string | null;
  /** Online filings, when the state states a range in business days. */
  online_business_days: BusinessDayRange | null;
  /** The filing date the office was working through, when it publishes a queue instead. */
  queue_as_of: string | null;
  source_url: string;
  /** ISO date: an observation, shown as "as observed on …", never as current. */
  observed_on: string;
};

export type StandardFiling = {
  /** What Charter's estimate counts: the dashboard's estimated date uses `max`. */
  business_days: BusinessDayRange;
  /** Null when the state publishes no processing time. */
  published: PublishedProcessingTime | null;
};

/** Rapid filing where the state sells an expedited tier that fits one business day. */
export type RapidFilingOffered = {
  offered: true;
  business_days: number;
  /** The state's expedite fee for the chosen tier (on top of its filing fee), with its source. */
  state_fee: SourcedFee;
  /** Charter's own fee for handling the expedited filing. */
  charter_fee_cents: number;
  /** The state's name for the tier and its promise, verbatim. */
  tier_name: string;
  turnaround: string;
  /** How the state fee was read when the state publishes it as a range, else null. */
  fee_note: string | null;
};

export type RapidFilingNotOffered = {
  offered: false;
  /** Why, in words an owner reads on page2, e.g. 'Florida does not offer expedited filing.' */
  reason: string;
  source_url: string | null;
};

export type RapidFiling = RapidFilingOffered | RapidFilingNotOffered;

/** The state's naming rules (the dataset's `name-rules`). */
export type NamingRules = {
  /** The designator the name must carry, as the dataset words it. */
  designator_rule: string;
  designator_citation: string | null;
  /** Words that need approval or are refused; empty when the state lists none. */
  restricted_words: string[];
  /** Further rules in the dataset's words (what the restricted words need), or null. */
  notes: string | null;
  statute_url: string | null;
  last_verified: string;
};

/** The state's own business-entity search, for "check it at the state". */
export type EntitySearch = {
  url: string;
  /** How the state's search is used, when the dataset says. */
  how_to: string | null;
};

/** The state's fee for a service Charter files for an existing business. */
export type ServiceStateFee =
  /** Sourced: charged with the service. `cents` 0 when the state charges nothing. */
  | ({ status: 'sourced' } & SourcedFee)
  /** No published figure found: confirmed before filing, nothing charged at purchase. */
  | { status: 'unknown' };

export type StateFacts = {
  /** Two-letter code. */
  state: string;
  state_name: string;
  /** Null when the dataset has no formation fee for the state. */
  formation_fee: SourcedFee | null;
  standard_filing: StandardFiling;
  rapid_filing: RapidFiling;
  naming: NamingRules | null;
  entity_search: EntitySearch | null;
  /** Annual report, amendment and certificate of good standing: each service's own fee. */
  service_fees: {
    LLC_ANNUAL_REPORT: ServiceStateFee;
    LLC_AMENDMENT: ServiceStateFee;
    CERT_GOOD_STANDING: ServiceStateFee;
  };
  /** The annual report's due-date rule and the state's other recurring levies (decision 0051). */
  compliance: ComplianceRules;
  /** The credit the dataset's licence asks for, shown with its figures. */
  credit: string;
};
