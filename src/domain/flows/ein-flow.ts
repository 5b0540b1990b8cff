import { EIN_CATEGORIES } from '../ein-categories';
import type { Flow, FlowPage, PageRef } from './flow';

/** Each category's industry sub-page: step 4, like the category list it is chosen on. */
const CATEGORY_PAGES: readonly FlowPage[] = EIN_CATEGORIES.map(({ page, label }) => ({
  name: page,
  label,
  kind: 'question',
  step: 4,
}));

/** The industry sub-page chosen on page4 (its `category` answer). */
export const CHOSEN_INDUSTRY_PAGE: PageRef = {
  from: 'page4',
  answer: 'category',
  pages: EIN_CATEGORIES.map(({ page }) => page),
};

/**
 * The EIN application (spec foundation §2 "EIN flow", each step 'STEP n OF 4'): page1-page4,
 * the industry sub-page of the category chosen on page4, the review and ein-confirmation.
 */
export const EIN_FLOW = {
  key: 'ein',
  title: 'EIN application',
  requiresAuth: true,
  steps: { total: 4, style: 'caps' },
  pages: [
    { name: 'page1', label: 'Responsible party', kind: 'question', step: 1 },
    { name: 'page2', label: 'W-2 employees', kind: 'question', step: 2 },
    { name: 'page3', label: 'Tell us more', kind: 'question', step: 3 },
    { name: 'page4', label: 'Business category', kind: 'question', step: 4 },
    ...CATEGORY_PAGES,
    { name: 'review', label: 'Review', kind: 'review' },
    { name: 'ein-confirmation', label: 'Confirmation', kind: 'confirmation' },
  ],
  loadFailure: 'Failed to fetch EIN data',
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/ein/${page}`,
  review: {
    title: 'Review your EIN application',
    subtitle: 'Check every answer before we prepare your IRS filing. Use Edit to change a section.',
    back: CHOSEN_INDUSTRY_PAGE,
    reviewPath: (individualId) => `/v1/ein/review/${individualId}`,
    sections: [
      {
        page: 'page1',
        heading: 'Responsible party',
        modalTitle: 'Review & Update Your Responsible Party',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page2',
        heading: 'W-2 employees',
        modalTitle: 'Review & Update Your W-2 Employees',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page3',
        heading: 'About your business',
        modalTitle: 'Review & Update Your Business Details',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'page4',
        heading: 'Business category',
        modalTitle: 'Review & Update Your Business Category',
        applyLabel: 'Apply Changes',
      },
      {
        page: CHOSEN_INDUSTRY_PAGE,
        heading: 'Industry',
        modalTitle: 'Review & Update Your Industry',
        applyLabel: 'Apply Changes',
      },
    ],
  },
  submission: {
    path: '/v1/ein/submit',
    productKey: 'EIN_APPLICATION',
    confirmationPage: 'ein-confirmation',
  },
} as const satisfies Flow;
