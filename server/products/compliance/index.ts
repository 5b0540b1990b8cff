import { defineComplianceJobs } from '../../compliance/compliance-reminders';
import type { ProductPlugin } from '../../services/product-plugin';
import { complianceRoutes } from './compliance-routes';

/**
 * The compliance calendar as owners reach it (decision 0052): its routes, its feeds and its
 * reminder mail. The calendar itself (server/compliance) is shared: the formation, a purchase
 * and the annual report move it.
 */
export const COMPLIANCE: ProductPlugin = {
  name: 'compliance',
  start: ({ jobs, mailer, publicUrl }) => defineComplianceJobs(jobs, { mailer, publicUrl }),
  routes: (app, { db, apiUrl, publicUrl, calendarFeedsPerMinute, licenceRenewals }) =>
    complianceRoutes(app, {
      db,
      apiUrl,
      publicUrl,
      feedsPerMinute: calendarFeedsPerMinute,
      licenceRenewals,
    }),
};
