import { MAX_MANAGERS } from '../questionnaire/owners';
import type { Flow } from './flow';

/** The review section of the wage-law page, shown once it is answered (spec dashboard §2). */
export const WAGE_LAW_PAGE = 'wage-law-violations';

/**
 * The annual report (spec dashboard §2 "Annual report screens", §4, §7; decision 0054):
 * page1 (location) → page2 (managers) → wage-law-violations, asked only in the states of
 * src/domain/annual-report/wage-law.ts → review → annual-report-confirmation. Its pages are
 * read and saved at /v1/annual_report/{location|managers|wage-law-violations}.
 */
export const ANNUAL_REPORT_FLOW = {
  key: 'annual-report',
  title: 'Annual report',
  requiresAuth: true,
  pages: [
    { name: 'page1', label: 'Location', kind: 'question' },
    { name: 'page2', label: 'Managers', kind: 'question' },
    { name: WAGE_LAW_PAGE, label: 'Wage law violations', kind: 'question' },
    { name: 'review', label: 'Review', kind: 'review' },
    { name: 'annual-report-confirmation', label: 'Confirmation', kind: 'confirmation' },
  ],
  loadFailure: 'Failed to fetch page data',
  // Spec dashboard §7: not retried on 404, otherwise up to 3 tries.
  loadTries: 3,
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/annual_report/${page}`,
  pageSegments: { page1: 'location', page2: 'managers' },
  list: { field: 'managers', itemLabel: 'Manager', maxRows: MAX_MANAGERS },
  review: {
    title: 'Review your annual report',
    subtitle:
      'We file your annual report with the state from these details. Use Edit to change a section.',
    // A state without the wage-law question goes back to page2 (the feature says so).
    back: WAGE_LAW_PAGE,
    reviewPath: (individualId) => `/v1/annual_report/review/${individualId}`,
    sections: [
      {
        page: WAGE_LAW_PAGE,
        heading: 'Wage Law Violations',
        modalTitle: 'Review & Update Wage Law Violations',
        applyLabel: 'Apply Changes',
        whenAnswered: true,
      },
      {
        page: 'page2',
        // The feature names the business: 'Manager(s) of {business name}'.
        heading: 'Manager(s)',
        modalTitle: 'Edit Managers',
        modalSubtitle:
          'Every great business starts with a great team. Review and update managers details.',
        applyLabel: 'Save And Apply Changes',
      },
      {
        page: 'page1',
        heading: 'Location',
        modalTitle: 'Review & Update Location',
        applyLabel: 'Apply Changes',
      },
    ],
  },
  submission: {
    path: '/v1/annual_report/submit',
    productKey: 'LLC_ANNUAL_REPORT',
    confirmationPage: 'annual-report-confirmation',
  },
} as const satisfies Flow;

/** POST: the report's facts for the owner's business (decision 0054), by owner id. */
export const annualReportInitPath = (individualId: number | string) =>
  `/v1/annual_report/init/${individualId}`;
