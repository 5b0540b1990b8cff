import type { Flow } from './flow';

/**
 * Registration (spec foundation §2 "Registration flow"): five question pages under an anonymous
 * browser session, the review, the checkout and the order confirmation. Page5 (the account)
 * and the checkout are registration's own extras in its feature folder.
 */
export const REGISTRATION_FLOW = {
  key: 'registration',
  title: 'Business registration',
  requiresAuth: false,
  // 'Step n of 5' (issue 15); the review, checkout and confirmation are not numbered steps.
  steps: { total: 5, style: 'sentence' },
  pages: [
    { name: 'page1', label: 'Business information', kind: 'question', step: 1 },
    { name: 'page2', label: 'Expedited state filing', kind: 'question', step: 2 },
    { name: 'page3', label: 'Expert review', kind: 'question', step: 3 },
    { name: 'page4', label: 'Registered agent', kind: 'question', step: 4 },
    { name: 'page5', label: 'Create your account', kind: 'question', step: 5 },
    { name: 'review', label: 'Review', kind: 'review' },
    { name: 'checkout', label: 'Checkout', kind: 'other' },
    { name: 'order-confirmation', label: 'Order confirmation', kind: 'confirmation' },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'browser-session', idField: 'browser_session_id' },
  pagePath: (page) => `/v1/pages/${page}`,
  review: {
    title: 'Review',
    subtitle:
      'Check your answers before you pay. Use Edit to change a section; your order follows.',
    back: 'page5',
    sections: [
      {
        page: 'page1',
        heading: 'Business information',
        modalTitle: 'Review & Update Your Business Information',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page2',
        heading: 'Expedited state filing',
        modalTitle: 'Review & Update Your State Filing',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page3',
        heading: 'Expert review',
        modalTitle: 'Review & Update Your Expert Review',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page4',
        heading: 'Registered agent',
        modalTitle: 'Review & Update Your Registered Agent',
        applyLabel: 'Apply Changes',
      },
    ],
  },
} as const satisfies Flow;
