import { MAX_OWNERS } from '../questionnaire/owners';
import type { Flow } from './flow';

/**
 * Formation (spec foundation §2 "Formation flow"): four numbered steps, the review with its
 * section edits, the state filing and formation-confirmation.
 */
export const FORMATION_FLOW = {
  key: 'formation',
  title: 'Business formation',
  requiresAuth: true,
  steps: { total: 4, style: 'sentence' },
  pages: [
    { name: 'page1', label: 'Primary business information', kind: 'question', step: 1 },
    { name: 'page2', label: 'Business industry', kind: 'question', step: 2 },
    { name: 'page3', label: 'Ownership', kind: 'question', step: 3 },
    { name: 'page4', label: 'Registered agent', kind: 'question', step: 4 },
    { name: 'review', label: 'Review', kind: 'review' },
    { name: 'formation-confirmation', label: 'Confirmation', kind: 'confirmation' },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/formation/${page}`,
  list: { field: 'owners', itemLabel: 'Owner', maxRows: MAX_OWNERS },
  // The card of a formation NOT_STARTED invites the owner here (foundation §4); filing it
  // needs the purchase.
  answeredBeforePurchase: true,
  review: {
    title: 'Review your formation',
    subtitle: 'Check every answer before we file with the state. Use Edit to change a section.',
    back: 'page4',
    reviewPath: (individualId) => `/v1/formation/review/${individualId}`,
    sections: [
      {
        page: 'page1',
        heading: 'Primary business information',
        modalTitle: 'Review & Update Your Primary Business Information',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page2',
        heading: 'Business industry',
        modalTitle: 'Review & Update Your Business Industry',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page3',
        heading: 'Ownership',
        modalTitle: 'Review & Update Your Ownership Information',
        applyLabel: 'Save And Apply Changes',
      },
      {
        page: 'page4',
        heading: 'Registered agent',
        modalTitle: 'Review & Update Your Registered Agent',
        applyLabel: 'Apply Changes',
      },
    ],
  },
  submission: {
    path: '/v1/formation/submit',
    productKey: 'LLC_FORMATION',
    confirmationPage: 'formation-confirmation',
  },
} as const satisfies Flow;
