import type { Flow } from './flow';

/**
 * The business license report (spec foundation §2 "Business licence flow", issue 27):
 * industry (STEP 1 OF 2) → industry-activities (STEP 2 OF 2, skipped by the client when the
 * industry has no activities) → review → business-license-confirmation. The spec also names
 * page1–page3 and categories without describing them: they are question pages outside the
 * numbered steps, so their addresses resolve (server/products/business-licence/
 * business-license-pages.ts says what they hold). Its pages are read and saved at
 * /v1/business_licenses/{page}; its submission carries the spec's common info in its body
 * (foundation §3), so the licence's own route serves it, not the reviewed-pages submission.
 */
export const BUSINESS_LICENSE_FLOW = {
  key: 'business-license',
  title: 'Business license report',
  requiresAuth: true,
  steps: { total: 2, style: 'caps' },
  pages: [
    { name: 'industry', label: 'Business category', kind: 'question', step: 1 },
    { name: 'industry-activities', label: 'Business activities', kind: 'question', step: 2 },
    { name: 'review', label: 'Review', kind: 'review' },
    { name: 'business-license-confirmation', label: 'Confirmation', kind: 'confirmation' },
    { name: 'page1', label: 'Business information', kind: 'question' },
    { name: 'page2', label: 'Business category', kind: 'question' },
    { name: 'page3', label: 'Business activities', kind: 'question' },
    { name: 'categories', label: 'Business categories', kind: 'question' },
  ],
  // Spec foundation §8's variant for these pages.
  loadFailure: 'Failed to fetch Business Licenses data',
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/business_licenses/${page}`,
  review: {
    title: 'Review your business license report',
    subtitle:
      'We prepare your report from your business category and activities. Use Edit to change a section.',
    // When the industry has no activities the client skips the step and goes back to industry.
    back: 'industry-activities',
    sections: [
      {
        page: 'industry',
        heading: 'Business Category',
        modalTitle: 'Edit Your Business Category',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'industry-activities',
        heading: 'Business Activities',
        modalTitle: 'Edit Your Business Activities',
        applyLabel: 'Apply Changes',
        // An industry without activities skips the step: its section has nothing to show.
        whenAnswered: true,
      },
    ],
  },
  submission: {
    path: '/v1/business_licenses/report',
    productKey: 'BIZ_LICENSE_REPORT',
    confirmationPage: 'business-license-confirmation',
    // The spec gives the failure's alone (foundation §8).
    toasts: { failure: 'Failed Submit Business Licenses data' },
  },
} as const satisfies Flow;

/** GET: the owner's latest report, or that it is being prepared (issue 27), by owner id. */
export const licenceReportPath = (individualId: number | string) =>
  `/v1/business_licenses/report/${individualId}`;

/**
 * GET: the business the report is ordered for, keyed page_1 as formation names that page (its
 * record once filed, the formation's saved page1 before), by owner id.
 */
export const licenceBusinessPath = (individualId: number | string) =>
  `/v1/business_licenses/business/${individualId}`;
