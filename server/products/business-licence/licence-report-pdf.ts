import type { Content } from 'pdfmake/interfaces';
import type { LicenceReport } from '../../../src/domain/contracts/business-license';
import { charterDate } from '../../documents/pdf-writer';
import { charterLetterhead, MUTED, renderCharterDocument } from '../../documents/pdfmake-document';
import type { ReportedLicence } from './licence-report';

/*
 * The business license report as a PDF for the documents store (issue 27, item 5): per level,
 * each licence with every field of its rule, then what Charter could not determine and whom to
 * ask, the day it was prepared, the compliance-letter warning and its sources. It never fills a
 * gap: a value the agency does not publish says so, and where Charter could not read the
 * agency's page it says to ask the agency.
 */

export const LICENCE_REPORT_TITLE = 'Business License Report';

export const NOT_PUBLISHED = 'Not published by the agency';
export const NOT_CHECKED = 'Charter could not check this source; ask the agency';

/** One line of a licence in the report: its label and what the rule says. */
export interface LicenceLine {
  label: string;
  value: string;
}

/** The lines of one licence, in the order an owner acts: who, what, how, what it costs, when. */
export function licenceLines({ rule, why }: ReportedLicence): LicenceLine[] {
  // Where the agency's page could not be read, a missing value is Charter's gap, not the agency's.
  const missing = rule.sourceChecked ? NOT_PUBLISHED : NOT_CHECKED;
  const given = (value: string | null) => value ?? missing;
  const display = rule.display === null ? missing : rule.display ? 'Yes' : 'No';
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
    { label: 'Display at the premises', value: display },
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
  return renderCharterDocument({
    title: `${LICENCE_REPORT_TITLE}: ${report.businessName}`,
    datedAt: preparedAt,
    content: [
      charterLetterhead('Business license report'),
      { text: `${LICENCE_REPORT_TITLE}: ${report.businessName}`, fontSize: 15, bold: true },
      {
        text: `${report.industry.keyword} (NAICS ${report.industry.naics}) · ${[report.place.city, report.place.county, report.place.state].filter(Boolean).join(', ')}`,
        color: MUTED,
      },
      { text: `Prepared on ${charterDate(preparedAt)}`, margin: [0, 4, 0, 0] },
      ...report.levels.flatMap(({ heading: level, licences }) => [
        heading(level),
        ...(licences.length
          ? licences.flatMap(licenceContent)
          : [{ text: 'No license found in Charter’s rules at this level.', color: MUTED }]),
      ]),
      heading('What Charter could not determine'),
      ...report.unknown.map(({ what, askWhom }) => ({
        text: `${what} Ask ${askWhom}.`,
        margin: [0, 0, 0, 4] as [number, number, number, number],
      })),
      heading('Beware of compliance letters'),
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
