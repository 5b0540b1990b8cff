import { MAX_OWNERS } from '../questionnaire/owners';
import type { Flow } from './flow';

/**
 * Articles of amendment (spec dashboard §2 "Amendment review screen", §4 "Amendment flow"):
 * review → review-confirmation → amendment-confirmation. The review shows the business as
 * formed (the server proposes page1–page5 from the business record), each editable section
 * edited in its modal; review-confirmation tags the sections that will change and files the
 * amendment (decision 0053).
 */
export const AMENDMENT_FLOW = {
  key: 'amendment',
  title: 'Articles of amendment',
  requiresAuth: true,
  pages: [
    { name: 'review', label: 'Review your information', kind: 'review' },
    { name: 'review-confirmation', label: 'Confirm All Information is Correct', kind: 'other' },
    { name: 'amendment-confirmation', label: 'Confirmation', kind: 'confirmation' },
    { name: 'page1', label: 'Business Name', kind: 'modal' },
    { name: 'page2', label: 'Business Category', kind: 'modal' },
    { name: 'page3', label: 'Owners', kind: 'modal' },
    { name: 'page4', label: 'Location', kind: 'modal' },
    { name: 'page5', label: 'Business Structure', kind: 'modal' },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/amendment/${page}`,
  list: { field: 'owners', itemLabel: 'Owner', maxRows: MAX_OWNERS },
  review: {
    title: 'Articles of Amendment',
    subtitle:
      'Check what we have on file. Use Edit to change a section; only what you change goes into your amendment.',
    // The review is the flow's first page: Back returns to the dashboard it was opened from.
    back: { path: '/dashboard' },
    reviewPath: (individualId) => `/v1/amendment/review/${individualId}`,
    next: 'review-confirmation',
    // The spec's order (dashboard §2): name, category, structure, owners, location.
    sections: [
      {
        page: 'page1',
        heading: 'Business Name',
        modalTitle: 'Review & Update Your Business Name',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page2',
        heading: 'Business Category',
        modalTitle: 'Review & Update Your Business Category',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page5',
        heading: 'Business Structure',
        modalTitle: 'Review Your Business Structure',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page3',
        heading: 'Owners',
        modalTitle: 'Review & Update Your Owners',
        applyLabel: 'Save And Apply Changes',
      },
      {
        page: 'page4',
        heading: 'Location',
        modalTitle: 'Review & Update Your Location',
        applyLabel: 'Apply Changes',
      },
    ],
  },
  submission: {
    path: '/v1/amendment/submit',
    productKey: 'LLC_AMENDMENT',
    confirmationPage: 'amendment-confirmation',
  },
} as const satisfies Flow;

/** POST: starts the amendment and answers the business it amends (decision 0053). */
export const amendmentInitPath = (individualId: number | string) =>
  `/v1/amendment/init/${individualId}`;

/** GET: the owner's business's applied amendments, what each changed (decision 0053). */
export const amendmentHistoryPath = (individualId: number | string) =>
  `/v1/amendment/history/${individualId}`;
