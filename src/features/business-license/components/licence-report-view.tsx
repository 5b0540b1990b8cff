import { ApiError } from '../../../api/http';
import type { LicenceReportAnswer } from '../../../domain/contracts/business-license';
import { longDate } from '../../../domain/long-date';
import { DASHBOARD_PATH } from '../../../domain/services/service-paths';
import { LinkButton } from '../../../ui/link-button';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { Notice } from '../../../ui/notice';
import { useLicenceReport } from '../api/licence-report';
import { PreparedLicenceReport, type ReportHeadingLevel } from './prepared-licence-report';
import './licence-report.css';

/** Spec dashboard §2 and §8 ("Empty licence report"), word for word. */
export const NO_REPORTS_MESSAGE = 'No reports available...';
export const LOAD_ERROR_MESSAGE = 'We could not load your business license report.';
export const BEING_PREPARED_TITLE = 'Being prepared';

/** No report ordered (the server's 404): the spec's words, and the way to order one. */
function NoReport() {
  return (
    <div className="ch-licence-report__none">
      <p className="ch-licence-report__none-title">{NO_REPORTS_MESSAGE}</p>
      <p className="ch-muted">
        Your business license report shows here once you have ordered it from your dashboard and
        answered its questions.
      </p>
      <LinkButton to={DASHBOARD_PATH} variant="secondary">
        Go to Dashboard
      </LinkButton>
    </div>
  );
}

/** Submitted, and its job has not run yet: the query asks again until it has. */
function BeingPrepared({ submittedAt }: { submittedAt: string }) {
  return (
    <Notice role="status">
      <p className="ch-licence-report__preparing-title">{BEING_PREPARED_TITLE}</p>
      <p>
        Charter is preparing your report from the answers you submitted on{' '}
        <time dateTime={submittedAt}>{longDate(submittedAt)}</time>. It shows here as soon as it is
        ready: stay on this page, or come back later.
      </p>
    </Notice>
  );
}

function ReportAnswer({
  answer,
  level,
}: {
  answer: LicenceReportAnswer;
  level: ReportHeadingLevel;
}) {
  if (answer.report === null) return <BeingPrepared submittedAt={answer.submitted_at} />;
  return (
    <PreparedLicenceReport report={answer.report} documentId={answer.document_id} level={level} />
  );
}

/**
 * The signed-in owner's business license report wherever it is shown (its own page and the
 * documents area's shelf): loading, being prepared, prepared, none ordered, or what failed
 * with Try again. `level` is the rank of its part headings under the screen's own.
 */
export function LicenceReportView({ level }: { level: ReportHeadingLevel }) {
  const query = useLicenceReport();
  // A report already shown stays shown when a later poll fails.
  if (query.data) return <ReportAnswer answer={query.data} level={level} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NoReport />;
    return <LoadError message={LOAD_ERROR_MESSAGE} query={query} />;
  }
  // The shape of the licences to come, so nothing jumps when they arrive.
  return (
    <ListSkeleton
      label="Loading your business license report…"
      rows={3}
      ordered
      listClassName="ch-licence-report__licences"
      itemClassName="ch-licence"
      lines={[{ className: 'ch-card-header__title', width: '24ch' }]}
    />
  );
}
