import { readFileSync } from 'node:fs';

/**
 * The copy of the US LLC State Requirements Dataset that `scripts/import-state-data.mjs`
 * writes to `state-data.json`: the dataset's own field names, one record per jurisdiction keyed
 * by two-letter code. See README.md here for where it comes from and how to refresh it.
 */

/** A dollar figure with the page it was read from and the day it was last checked. */
export interface DatasetFee {
  usd: number;
  sourceUrl: string;
  lastVerified: string;
}

export interface DatasetDayRange {
  min: number;
  max: number;
}

/** `processing-time`'s standardProcessing: an observation, never a promise. */
export interface DatasetStandardProcessing {
  /** Null where the dataset has not researched it. */
  isPublished: boolean | null;
  basis: 'queue-date' | 'stated-range' | 'guarantee' | null;
  onlineBusinessDays: DatasetDayRange | null;
  queueAsOfOnline: string | null;
  statement: string | null;
  sourceUrl: string | null;
  observedOn: string | null;
}

/** One purchasable expedite tier, in the state's own words. */
export interface DatasetExpediteTier {
  tierName: string;
  turnaround: string | null;
  /** Exact fee; null when the state publishes a range (feeUsdMin/feeUsdMax) or none. */
  feeUsd: number | null;
  feeUsdMin: number | null;
  feeUsdMax: number | null;
  /** Null when the state does not say. */
  channels: ('online' | 'mail' | 'in-person' | 'fax')[] | null;
  evidence: { quote: string; url: string };
}

export interface DatasetExpedite {
  /** False: the state offers none; null: not researched or not reachable. */
  offered: boolean | null;
  appliesToLlcFormation: boolean | null;
  tiers: DatasetExpediteTier[];
  /** The record's first source: where its finding (a "no" included) was read. */
  sourceUrl: string | null;
  lastVerified: string;
}

export interface DatasetNaming {
  entitySuffixRule: string;
  entitySuffixCitation: string | null;
  restrictedWords: string[];
  notes: string | null;
  namingStatuteUrl: string | null;
  lastVerified: string;
}

/** A free-text fact as the dataset words it, with the page it was read from. */
export interface DatasetText {
  text: string;
  sourceUrl: string;
  lastVerified: string;
}

/** `tax-rules`' `franchiseTax`: a recurring state levy beyond the annual report fee. */
export interface DatasetStateTax {
  /** False: researched, none; null: not researched. */
  applies: boolean | null;
  /** The state's own label, verbatim. */
  taxName: string | null;
  basis: 'flat' | 'net-worth' | 'revenue' | 'hybrid' | 'composite' | null;
  /** The floor an LLC pays in an ordinary year; null where none is published. */
  minimumAnnualUsd: number | null;
  filedWith: string | null;
  /** True where this levy is the payment `annualReportFee` already counts. */
  collectedWithAnnualReport: boolean | null;
  /** The state's own statement, verbatim. */
  dueDate: string | null;
  /** The page the due date is quoted from. */
  sourceUrl: string | null;
  /** The page the minimum is quoted from. */
  amountSourceUrl: string | null;
  lastVerified: string;
}

export interface DatasetState {
  name: string;
  /** Null where the dataset has no sourced figure. */
  formationFee: DatasetFee | null;
  annualReportFee: DatasetFee | null;
  /** `annual_report_due_date` ("May 1", "N/A"…); null where the dataset has none. */
  annualReportDue: DatasetText | null;
  stateTax: DatasetStateTax | null;
  standardProcessing: DatasetStandardProcessing;
  expedite: DatasetExpedite;
  naming: DatasetNaming | null;
  entitySearch: { url: string; cta: string } | null;
}

export interface StateDataset {
  dataset: {
    title: string;
    publisher: string;
    url: string;
    license: string;
    released: string | null;
    statesJsonUpdated: string;
  };
  states: Readonly<Record<string, DatasetState>>;
}

/** Read once per process; written by the import script, checked by state-facts.test.ts. */
export const STATE_DATASET = JSON.parse(
  readFileSync(new URL('./state-data.json', import.meta.url), 'utf8'),
) as StateDataset;
