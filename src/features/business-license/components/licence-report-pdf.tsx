import type { LicenceReport } from '../../../domain/contracts/business-license';
import { LoadError } from '../../../ui/load-error';
import { PdfDocument } from '../../../ui/pdf-document';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useLicenceReportPdf } from '../api/licence-report';

export const PDF_LOAD_ERROR = 'We could not load the report’s PDF.';

/**
 * The report as the PDF kept in the documents store, in the browser's own viewer (the spec's
 * frame, dashboard §2 "Business Licenses Report page") with a Download link. The page shows
 * the same report as text below it, so the viewer needs no outline of its own.
 */
export function LicenceReportPdf({
  documentId,
  report,
}: {
  documentId: number;
  report: LicenceReport;
}) {
  const pdf = useLicenceReportPdf(documentId);
  if (pdf.isPending) {
    return (
      <p className="ch-licence-report__pdf-loading">
        <TextSkeleton label="Loading the report’s PDF…" width="24ch" />
      </p>
    );
  }
  if (pdf.isError) return <LoadError message={PDF_LOAD_ERROR} query={pdf} />;
  return (
    <PdfDocument
      className="ch-licence-report__pdf"
      pdf={pdf.data}
      title={`Business license report for ${report.businessName}`}
      // The name the server keeps it under.
      fileName={`business-license-report-${report.preparedOn}.pdf`}
      downloadLabel="Download the report (PDF)"
    />
  );
}
