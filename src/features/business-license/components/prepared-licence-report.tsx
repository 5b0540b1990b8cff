import type { ReactNode } from 'react';
import {
  NO_LICENCE_AT_LEVEL,
  einLine,
  reportPlace,
  UNKNOWN_HEADING,
  unknownLine,
  WARNING_HEADING,
} from '../../../domain/business-license/licence-report-words';
import type { LicenceReport } from '../../../domain/contracts/business-license';
import { longCalendarDate } from '../../../domain/long-date';
import { Notice } from '../../../ui/notice';
import { Titled } from '../../../ui/titled';
import { CONFIDENCE_WORDS, LicenceItem } from './licence-item';
import { LicenceReportPdf } from './licence-report-pdf';

/** The rank of the report's part headings: 2 on its own page, 3 under a documents shelf. */
export type ReportHeadingLevel = 2 | 3;

function Part({
  title,
  level,
  children,
}: {
  title: string;
  level: ReportHeadingLevel;
  children: ReactNode;
}) {
  return (
    <Titled
      as="section"
      className="ch-licence-report__part"
      heading={{ text: title, level, className: 'ch-licence-report__part-title' }}
    >
      {children}
    </Titled>
  );
}

/** What the badges mean, once, before the licences that carry them. */
function ConfidenceKey() {
  return (
    <details className="ch-licence-report__key">
      <summary>What “Applies”, “May apply” and “Ask the agency” mean</summary>
      <ul>
        {Object.values(CONFIDENCE_WORDS).map(({ label, meaning }) => (
          <li key={label}>
            <strong>{label}</strong>: {meaning}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A prepared report: whom and where it is for and when it was prepared, its PDF in a frame,
 * then the same report as text (readable by screen readers and on phones, whose browsers show
 * a framed PDF poorly): each level's licences in the order to act on them, what Charter could
 * not determine and whom to ask, and the warning about compliance letters.
 */
export function PreparedLicenceReport({
  report,
  documentId,
  level,
}: {
  report: LicenceReport;
  documentId: number | null;
  level: ReportHeadingLevel;
}) {
  const ein = einLine(report);
  return (
    <div className="ch-licence-report">
      <p className="ch-licence-report__summary">
        <strong>{report.businessName}</strong> · {report.industry.keyword} (NAICS{' '}
        {report.industry.naics}) · {reportPlace(report)}
      </p>
      <p className="ch-licence-report__prepared">
        Prepared on <time dateTime={report.preparedOn}>{longCalendarDate(report.preparedOn)}</time>
      </p>
      {ein !== null && <p className="ch-licence-report__prepared">{ein}</p>}
      {documentId !== null && <LicenceReportPdf documentId={documentId} report={report} />}
      <ConfidenceKey />
      {report.levels.map(({ level: levelId, heading, licences }) => (
        <Part key={levelId} title={heading} level={level}>
          {licences.length > 0 ? (
            <ol className="ch-licence-report__licences">
              {licences.map((licence) => (
                <LicenceItem key={licence.rule.id} licence={licence} level={level === 2 ? 3 : 4} />
              ))}
            </ol>
          ) : (
            <p className="ch-muted">{NO_LICENCE_AT_LEVEL}</p>
          )}
        </Part>
      ))}
      {report.unknown.length > 0 && (
        <Part title={UNKNOWN_HEADING} level={level}>
          <ul className="ch-licence-report__unknown">
            {report.unknown.map((unknown) => (
              <li key={`${unknown.level}:${unknown.what}`}>{unknownLine(unknown)}</li>
            ))}
          </ul>
        </Part>
      )}
      <Part title={WARNING_HEADING} level={level}>
        <Notice tone="warning">
          <p>{report.warning}</p>
        </Notice>
      </Part>
    </div>
  );
}
