import { lazy } from 'react';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { AnnualReportGate } from './components/annual-report-gate';
import { useAnnualReportExtras } from './components/use-annual-report-extras';

/** The flow these pages are of: the route table loads it with them. */
export { ANNUAL_REPORT_FLOW as FLOW } from '../../domain/flows/annual-report-flow';

/**
 * The annual report's own parts (spec dashboard §2, §4; decision 0054): what decides whether
 * its pages show, its page extras and its confirmation.
 */
export const FLOW_PAGES: FlowPages = {
  Frame: AnnualReportGate,
  useExtras: useAnnualReportExtras,
  Confirmation: lazy(() =>
    import('./components/annual-report-confirmation').then((m) => ({
      default: m.AnnualReportConfirmation,
    })),
  ),
};
