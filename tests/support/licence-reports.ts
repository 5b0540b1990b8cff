import { vi } from 'vitest';
import type {
  LicenceReport,
  LicenceReportAnswer,
} from '../../src/domain/contracts/business-license';
import fixtures from './licence-reports.json';

type ReportedLicence = LicenceReport['levels'][number]['licences'][number];

/*
 * Business license reports as GET /v1/business_licenses/report/1 answers them, for the screens'
 * tests: the report the server's rules prepare for a Los Angeles restaurant that serves alcohol
 * (server/products/business-licence/licence-report.test.ts prepares the same), and a licence
 * whose agency's page Charter could not read. They are JSON, as the server sends them: the
 * screens check each answer against its contract, so a fixture that drifts from the schema
 * fails its tests.
 */
export const LOS_ANGELES_REPORT = fixtures.report as LicenceReport;

/** Nevada's seller's permit: its source could not be read, so the report claims nothing else. */
export const UNCHECKED_LICENCE = fixtures.uncheckedLicence as ReportedLicence;

/** The report's parts in order, each a heading: its levels, then its closing parts. */
export const REPORT_PARTS = [
  'Federal',
  'State',
  'County',
  'Local',
  'What Charter could not determine',
  'Beware of compliance letters',
];

/** The report's PDF in the documents store. */
export const REPORT_DOCUMENT_ID = 41;

/** The answer for a prepared report, its PDF kept as REPORT_DOCUMENT_ID. */
export function preparedAnswer(report: LicenceReport = LOS_ANGELES_REPORT): LicenceReportAnswer {
  return {
    individual_id: 1,
    business_id: 3,
    state: 'prepared',
    submitted_at: '2026-11-29T15:00:00.000Z',
    prepared_at: '2026-11-29T15:00:04.000Z',
    document_id: REPORT_DOCUMENT_ID,
    report,
  };
}

/** The answer while the report's job has not run. */
export const BEING_PREPARED_ANSWER: LicenceReportAnswer = {
  individual_id: 1,
  business_id: 3,
  state: 'being prepared',
  submitted_at: '2026-11-29T15:00:00.000Z',
  prepared_at: null,
  document_id: null,
  report: null,
};

/** A server's answer: its status and JSON body, or one that never comes. */
export type Answer = { status: number; body?: unknown } | 'never';

const DOWNLOAD_URL = `http://charter.test/api/v1/services/documents/download/${REPORT_DOCUMENT_ID}?owner=1&expires=1&signature=s`;

/** The PDF the document's link answers: a few bytes are enough for the browser's viewer here. */
export const REPORT_PDF_BYTES = '%PDF-1.7 business license report';

interface LicenceReportServer {
  /** Each report request takes the next answer; the last one repeats. */
  report: Answer[];
  /** GET /v1/services/documents/urls: the report's link by default. */
  urls?: Answer;
  /** More JSON answers by path under /api (the documents list, the owner…); others are 404s. */
  more?: Record<string, unknown>;
}

/**
 * The server as a screen showing the licence report sees it: the report, the link to its PDF
 * and the PDF at that link. Answers the requests it is sent, recorded in order.
 */
export function stubLicenceReportServer({
  report,
  urls = {
    status: 200,
    body: {
      documents: [
        {
          document_id: REPORT_DOCUMENT_ID,
          file_name: 'business-license-report-2026-11-29.pdf',
          url: DOWNLOAD_URL,
          expires_at: '2026-11-29T15:02:00.000Z',
        },
      ],
    },
  },
  more = {},
}: LicenceReportServer) {
  const requests: string[] = [];
  let reportCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url === DOWNLOAD_URL) {
        return new Response(REPORT_PDF_BYTES, { headers: { 'content-type': 'application/pdf' } });
      }
      let answer: Answer = { status: 404, body: { message: 'Not found' } };
      const path = url.replace(/^\/api/, '');
      if (url === '/api/v1/business_licenses/report/1') {
        answer = report[Math.min(reportCalls, report.length - 1)]!;
        reportCalls += 1;
      } else if (url.startsWith('/api/v1/services/documents/urls?')) {
        answer = urls;
      } else if (path in more) {
        answer = { status: 200, body: more[path] };
      }
      if (answer === 'never') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { requests, reportCalls: () => reportCalls };
}
