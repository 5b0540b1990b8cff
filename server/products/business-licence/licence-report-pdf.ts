import type { Content } from 'pdfmake/interfaces';
import {
  displayAnswer,
  einLine,
  missingValue,
  NO_LICENCE_AT_LEVEL,
  reportPlace,
  UNKNOWN_HEADING,
  unknownLine,
  WARNING_HEADING,
} from '../../../src/domain/business-license/licence-report-words';
import type { LicenceReport } from '../../../src/domain/contracts/business-license';
import { charterDate } from '../../documents/pdf-writer';
import { charterLetterhead, MUTED, renderCharterDocument } from '../../documents/pdfmake-document';
import type { ReportedLicence } from './licence-report';

/*
 * The business license report as a PDF for the documents store (issue 27, item 5): per level,
 * each licence with every field of its rule, then what Charter could not determine and whom to
 * ask, the day it was prepared, the compliance-letter warning and its sources, in the words the
 * report's page in the browser uses too (licence-report-words.ts).
 */

export const LICENCE_REPORT_TITLE = 'Business License Report';

/** One line of a licence in the report: its label and what the rule says. */
export interface LicenceLine {
  label: string;
  value: string;
}

/** The lines of one licence, in the order an owner acts: who, what, how, what it costs, when. */
export function licenceLines({ rule, why }: ReportedLicence): LicenceLine[] {
  const missing = missingValue(rule);
  const given = (value: string | null) => value ?? missing;
  return [
    { label: 'Why it is here', value: why },
    { label: 'Agency', value: rule.agency.name },
    { label: 'Contact', value: `${rule.agency.url} · ${given(rule.agency.phone)}` },
    { label: 'What it covers', value: rule.covers },
    { label: 'How to apply', value: rule.apply.how },
    { label: 'Where to apply', value: rule.apply.url },
    { label: 'Form', value: given(rule.apply.form) },
    { label: 'Initial fee', value: given(rule.fees.initial) },
    { label: 'Renewal fee', value: given(rule.fees.renewal) },
    { label: 'Other costs', value: rule.fees.other.length ? rule.fees.other.join('; ') : missing },
    { label: 'Processing time', value: given(rule.processingTime) },
    { label: 'Duration', value: given(rule.duration) },
    { label: 'Renewal', value: rule.renewal?.rule ?? missing },
    { label: 'Display at the premises', value: displayAnswer(rule) },
    { label: 'How sure', value: rule.confidence },
    { label: 'Source', value: `${rule.source.title}: ${rule.source.url}` },
    { label: 'Verified', value: rule.lastVerified },
    ...(rule.notes ? [{ label: 'Notes', value: rule.notes }] : []),
  ];
}

/** Every source the report cites, once each, in the order they appear. */
export function reportSources(report: LicenceReport): string[] {
  const urls = report.levels.flatMap((level) => level.licences.map(({ rule }) => rule.source.url));
  return [...new Set(urls)];
}

function licenceContent(licence: ReportedLicence): Content[] {
  return [
    { text: licence.rule.licence, bold: true, margin: [0, 8, 0, 2] },
    {
      table: {
        widths: [120, '*'],
        body: licenceLines(licence).map(({ label, value }) => [
          { text: label, bold: true, color: MUTED, fontSize: 9 },
          { text: value, fontSize: 9.5 },
        ]),
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

const heading = (text: string): Content => ({
  text,
  fontSize: 13,
  bold: true,
  margin: [0, 14, 0, 4],
});

/** The report as a PDF, dated by the moment it was prepared. */
export function renderLicenceReportPdf(
  report: LicenceReport,
  preparedAt: Date,
): Promise<Uint8Array> {
  const sources = reportSources(report);
  const ein = einLine(report);
  return renderCharterDocument({
    title: `${LICENCE_REPORT_TITLE}: ${report.businessName}`,
    datedAt: preparedAt,
    content: [
      charterLetterhead('Business license report'),
      { text: `${LICENCE_REPORT_TITLE}: ${report.businessName}`, fontSize: 15, bold: true },
      {
        text: `${report.industry.keyword} (NAICS ${report.industry.naics}) · ${reportPlace(report)}`,
        color: MUTED,
      },
      { text: `Prepared on ${charterDate(preparedAt)}`, margin: [0, 4, 0, 0] },
      ...(ein === null
        ? []
        : [{ text: ein, margin: [0, 4, 0, 0] as [number, number, number, number] }]),
      ...report.levels.flatMap(({ heading: level, licences }) => [
        heading(level),
        ...(licences.length
          ? licences.flatMap(licenceContent)
          : [{ text: NO_LICENCE_AT_LEVEL, color: MUTED }]),
      ]),
      heading(UNKNOWN_HEADING),
      ...report.unknown.map((unknown) => ({
        text: unknownLine(unknown),
        margin: [0, 0, 0, 4] as [number, number, number, number],
      })),
      heading(WARNING_HEADING),
      { text: report.warning },
      {
        text: `Sources: ${sources.length ? sources.join('; ') : 'none at any level'}.`,
        fontSize: 9,
        color: MUTED,
        margin: [0, 14, 0, 0],
      },
    ],
  });
}
