// node scripts/import-state-data.mjs <dataset dir>
//
// Copies what Charter uses of the US LLC State Requirements Dataset (StartupSole LLC, CC BY 4.0)
// into server/state-data/state-data.json, keyed by two-letter code, with each figure's source and
// date, and copies the dataset's LICENSE and NOTICE beside it. The server reads only the copy: a
// clone of Charter has no dataset directory. Field names stay the dataset's own, so a reader can
// look a value up in the dataset's README.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const datasetDir = process.argv[2];
if (!datasetDir) {
  console.error('Usage: node scripts/import-state-data.mjs <dataset dir>');
  process.exit(1);
}
const outDir = new URL('../server/state-data/', import.meta.url);

const readJson = (...path) => JSON.parse(readFileSync(join(datasetDir, ...path), 'utf8'));

/** A namespace's per-jurisdiction records, keyed by their two-letter code. */
function namespace(name) {
  const dir = join(datasetDir, name, 'states');
  const records = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readJson(name, 'states', file));
  return new Map(records.map((record) => [record.stateAbbr, record]));
}

const root = readJson('states.json');
const processing = namespace('processing-time');
const naming = namespace('name-rules');
const entitySearch = namespace('entitysearch-state-data');
const taxRules = namespace('tax-rules');

const sourcedUsd = (usd, sourceUrl, lastVerified) =>
  typeof usd === 'number' && sourceUrl && lastVerified ? { usd, sourceUrl, lastVerified } : null;

/**
 * `states.json` predates DC. Its entity-search record states the same facts in `filingFacts`,
 * read from the fee schedule among its sources: used only when that schedule is cited.
 */
function fromFilingFacts(record, field) {
  const feeSchedule = record?.sources.find((source) => /\bfees?\b/i.test(source.name ?? ''));
  return sourcedUsd(record?.filingFacts?.[field], feeSchedule?.url, record?.lastVerified);
}

function fees(code) {
  const state = root.states[code];
  if (!state) {
    const record = entitySearch.get(code);
    return {
      formationFee: fromFilingFacts(record, 'llcFee'),
      annualReportFee: fromFilingFacts(record, 'annualReport'),
    };
  }
  return {
    formationFee: sourcedUsd(state.formation_fee, state.source_url, state.last_verified),
    annualReportFee: sourcedUsd(state.annual_report_fee, state.source_url, state.last_verified),
  };
}

/**
 * The annual report's due date as the dataset words it, with the page it was read from. DC, absent
 * from `states.json`, states it in its entity-search record's `filingFacts`, read from the source
 * that record names for its biennial report.
 */
function annualReportDue(code) {
  const state = root.states[code];
  if (state) {
    const { annual_report_due_date: text, source_url: sourceUrl, last_verified } = state;
    return { text, sourceUrl, lastVerified: last_verified };
  }
  const record = entitySearch.get(code);
  const reportPage = record?.sources.find((source) => /\breport\b/i.test(source.name ?? ''));
  const text = record?.filingFacts?.annualReportDue;
  if (!text || !reportPage) return null;
  return { text, sourceUrl: reportPage.url, lastVerified: record.lastVerified };
}

/**
 * `tax-rules`' recurring state levy beyond the annual report, with the pages its due date and its
 * minimum are quoted from (the evidence that supports each, else the record's first source).
 */
function stateTax(record) {
  if (!record) return null;
  const tax = record.franchiseTax;
  const evidenceFor = (field) =>
    tax.evidence?.find((evidence) => new RegExp(`\\b${field}\\b`).test(evidence.supports ?? ''))
      ?.url ?? null;
  const sourceUrl = evidenceFor('dueDate') ?? record.sources[0]?.url ?? null;
  return {
    applies: tax.applies,
    taxName: tax.taxName,
    basis: tax.basis,
    minimumAnnualUsd: tax.minimumAnnualUsd,
    filedWith: tax.filedWith,
    collectedWithAnnualReport: tax.collectedWithAnnualReport,
    dueDate: tax.dueDate,
    sourceUrl,
    // A zero floor is often grounded by the basis (a rate with no floor), not a minimum passage.
    amountSourceUrl: evidenceFor('minimumAnnualUsd') ?? evidenceFor('basis') ?? sourceUrl,
    lastVerified: record.lastVerified,
  };
}

function processingTime(record) {
  const standard = record.standardProcessing;
  const { expedite } = record;
  return {
    standardProcessing: {
      isPublished: standard.isPublished,
      basis: standard.basis,
      onlineBusinessDays: standard.onlineBusinessDays,
      queueAsOfOnline: standard.queueAsOfOnline,
      statement: standard.statement,
      sourceUrl: standard.sourceUrl,
      observedOn: standard.observedOn,
    },
    expedite: {
      offered: expedite.offered,
      appliesToLlcFormation: expedite.appliesToLlcFormation,
      tiers: expedite.tiers.map((tier) => ({
        tierName: tier.tierName,
        turnaround: tier.turnaround,
        feeUsd: tier.feeUsd,
        feeUsdMin: tier.feeUsdMin,
        feeUsdMax: tier.feeUsdMax,
        channels: tier.channels,
        evidence: tier.evidence,
      })),
      sourceUrl: record.sources[0]?.url ?? null,
      lastVerified: record.lastVerified,
    },
  };
}

function namingRules(record) {
  if (!record) return null;
  return {
    entitySuffixRule: record.entitySuffixRule,
    entitySuffixCitation: record.entitySuffixCitation,
    restrictedWords: record.restrictedWords,
    notes: record.notes,
    namingStatuteUrl: record.namingStatuteUrl,
    lastVerified: record.lastVerified,
  };
}

const codes = [...processing.keys()].sort();
const states = Object.fromEntries(
  codes.map((code) => {
    const record = processing.get(code);
    return [
      code,
      {
        name: record.stateName,
        ...fees(code),
        annualReportDue: annualReportDue(code),
        stateTax: stateTax(taxRules.get(code)),
        ...processingTime(record),
        naming: namingRules(naming.get(code)),
        entitySearch: entitySearch.get(code)?.businessEntitySearch ?? null,
      },
    ];
  }),
);

const citation = readFileSync(join(datasetDir, 'CITATION.cff'), 'utf8');
const released = /^date-released: '?([\d-]+)'?$/m.exec(citation)?.[1] ?? null;
const output = {
  dataset: {
    title: 'US LLC State Requirements Dataset',
    publisher: 'StartupSole LLC',
    url: 'https://github.com/startupsolellc/us-llc-fees-dataset',
    license: 'CC BY 4.0',
    released,
    statesJsonUpdated: root.last_updated,
  },
  states,
};

const outFile = new URL('state-data.json', outDir);
// Formatted as the repository's Prettier would, so `prettier --check` passes on the copy.
const prettierOptions = await resolveConfig(fileURLToPath(outFile));
writeFileSync(
  outFile,
  await format(JSON.stringify(output), { ...prettierOptions, parser: 'json' }),
);
// Written rather than copied: the copy would keep the dataset's file modes (read-only).
for (const file of ['LICENSE', 'NOTICE']) {
  writeFileSync(new URL(file, outDir), readFileSync(join(datasetDir, file)));
}
console.log(`Wrote ${codes.length} jurisdictions to ${outFile.pathname}`);
