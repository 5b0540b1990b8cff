import { RETURNED_DOCUMENTS } from '../../../src/domain/documents/returned-documents';
import { ANNUAL_REPORT_FLOW } from '../../../src/domain/flows/annual-report-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import type { ProductPlugin } from '../../services/product-plugin';
import {
  ANNUAL_REPORT_FILING,
  annualReportFiledByState,
  proposeAnnualReportPages,
} from './annual-report';
import { ANNUAL_REPORT_PAGES } from './annual-report-pages';
import { annualReportRoutes } from './annual-report-routes';

/**
 * The annual report (decision 0054): pages proposed from the business and its calendar, its
 * filing and routes; its ACTIVE moves the compliance calendar on.
 */
export const ANNUAL_REPORT: ProductPlugin = {
  name: 'annual-report',
  flow: ANNUAL_REPORT_FLOW,
  service: serviceNameOf(ANNUAL_REPORT_FLOW.submission.productKey),
  pages: ANNUAL_REPORT_PAGES,
  filing: () => ANNUAL_REPORT_FILING,
  returned: RETURNED_DOCUMENTS.LLC_ANNUAL_REPORT,
  propose: proposeAnnualReportPages,
  whenActive: annualReportFiledByState,
  routes: (app, { db }) => annualReportRoutes(app, { db }),
};
