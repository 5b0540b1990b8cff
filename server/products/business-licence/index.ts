import { BUSINESS_LICENSE_FLOW } from '../../../src/domain/flows/business-license-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import type { ProductPlugin } from '../../services/product-plugin';
import { BUSINESS_LICENSE_PAGES } from './business-license-pages';
import { businessLicenseRoutes } from './business-license-routes';
import { defineLicenceReportJob } from './licence-report-job';
import { licenceRenewals } from './licence-renewals';

/**
 * The business licence report (issue 27): its flow and pages, its reference data, the
 * dashboard card's preview and its submission, whose report a job prepares, and the renewals
 * of the report's licences on the compliance calendar. Its status follows its own events
 * (ACTIVE once the report is prepared), never demo mode's clock.
 */
export const BUSINESS_LICENCE: ProductPlugin = {
  name: 'business-licence',
  flow: BUSINESS_LICENSE_FLOW,
  service: serviceNameOf(BUSINESS_LICENSE_FLOW.submission.productKey),
  pages: BUSINESS_LICENSE_PAGES,
  statusFollowsItsOwnEvents: true,
  licenceRenewals,
  start: ({ jobs, documents, mailer, publicUrl, whenActive }) =>
    defineLicenceReportJob(jobs, { documents, mailer, publicUrl, whenActive }),
  routes: (app, { db, businesses, documents, jobs, pages, publicUrl }) =>
    businessLicenseRoutes(app, { db, businesses, documents, jobs, pages, publicUrl }),
};
