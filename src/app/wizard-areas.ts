/**
 * The questionnaire areas and their page names (spec foundation §2 and dashboard §2).
 * This is the one place the allowed page names live: the route table accepts exactly
 * these and sends anything else — including a bare area path — to /not-found.
 */

import { EIN_CATEGORIES } from '../domain/ein-categories';

export interface WizardPage {
  /** The last path segment, e.g. 'page2'. */
  name: string;
  /** Human label of the page, e.g. 'Business industry'. */
  label: string;
  /** Position in the numbered steps; review and confirmation pages have none. */
  step?: number;
}

export interface WizardArea {
  title: string;
  /** Registration is public; every other area needs a signed-in owner. */
  requiresAuth: boolean;
  /** The number of numbered steps and how the spec writes the counter. */
  steps?: { total: number; style: 'sentence' | 'caps' };
  pages: readonly WizardPage[];
}

/** Each EIN category's industry sub-page, step 4 like the category list. */
const EIN_CATEGORY_PAGES: readonly WizardPage[] = EIN_CATEGORIES.map(({ page, label }) => ({
  name: page,
  label,
  step: 4,
}));

/** Keyed by the first path segment. */
export const WIZARD_AREAS = {
  registration: {
    title: 'Business registration',
    requiresAuth: false,
    pages: [
      { name: 'page1', label: 'Business information' },
      { name: 'page2', label: 'Expedited state filing' },
      { name: 'page3', label: 'Expert review' },
      { name: 'page4', label: 'Registered agent' },
      { name: 'page5', label: 'Create your account' },
      { name: 'review', label: 'Review' },
      { name: 'checkout', label: 'Checkout' },
      { name: 'order-confirmation', label: 'Order confirmation' },
    ],
  },
  formation: {
    title: 'Business formation',
    requiresAuth: true,
    steps: { total: 4, style: 'sentence' },
    pages: [
      { name: 'page1', label: 'Primary business information', step: 1 },
      { name: 'page2', label: 'Business industry', step: 2 },
      { name: 'page3', label: 'Ownership', step: 3 },
      { name: 'page4', label: 'Registered agent', step: 4 },
      { name: 'review', label: 'Review' },
      { name: 'formation-confirmation', label: 'Confirmation' },
    ],
  },
  ein: {
    title: 'EIN application',
    requiresAuth: true,
    steps: { total: 4, style: 'caps' },
    pages: [
      { name: 'page1', label: 'Responsible party', step: 1 },
      { name: 'page2', label: 'W-2 employees', step: 2 },
      { name: 'page3', label: 'Tell us more', step: 3 },
      { name: 'page4', label: 'Business category', step: 4 },
      ...EIN_CATEGORY_PAGES,
      { name: 'review', label: 'Review' },
      { name: 'ein-confirmation', label: 'Confirmation' },
    ],
  },
  'business-license': {
    title: 'Business license report',
    requiresAuth: true,
    steps: { total: 2, style: 'caps' },
    pages: [
      { name: 'industry', label: 'Business category', step: 1 },
      { name: 'industry-activities', label: 'Business activities', step: 2 },
      { name: 'review', label: 'Review' },
      { name: 'business-license-confirmation', label: 'Confirmation' },
      // The spec lists these page names without describing them.
      { name: 'page1', label: 'Page 1' },
      { name: 'page2', label: 'Page 2' },
      { name: 'page3', label: 'Page 3' },
      { name: 'categories', label: 'Categories' },
    ],
  },
  amendment: {
    title: 'Articles of amendment',
    requiresAuth: true,
    pages: [
      { name: 'review', label: 'Review your information' },
      { name: 'review-confirmation', label: 'Confirm All Information is Correct' },
      { name: 'amendment-confirmation', label: 'Confirmation' },
    ],
  },
  'annual-report': {
    title: 'Annual report',
    requiresAuth: true,
    pages: [
      { name: 'page1', label: 'Location' },
      { name: 'page2', label: 'Managers' },
      { name: 'wage-law-violations', label: 'Wage law violations' },
      { name: 'review', label: 'Review' },
      { name: 'annual-report-confirmation', label: 'Confirmation' },
    ],
  },
  'operating-agreement': {
    title: 'Operating agreement',
    requiresAuth: true,
    steps: { total: 2, style: 'sentence' },
    pages: [
      { name: 'review', label: 'Review and confirm information', step: 1 },
      {
        name: 'operating-agreement-review-confirmation',
        label: 'Review the operating agreement',
        step: 2,
      },
      { name: 'operating-agreement-order-confirmation', label: 'Confirmation' },
    ],
  },
  'registered-agent': {
    title: 'Registered agent',
    requiresAuth: true,
    pages: [
      { name: 'review', label: 'Review' },
      { name: 'registered-agent-confirmation', label: 'Confirmation' },
    ],
  },
  'certificate-of-good-standing': {
    title: 'Certificate of good standing',
    requiresAuth: true,
    pages: [
      { name: 'review', label: 'Review and Submit' },
      { name: 'certificate-of-good-standing-confirmation', label: 'Confirmation' },
    ],
  },
} as const satisfies Record<string, WizardArea>;

export type WizardAreaKey = keyof typeof WIZARD_AREAS;

export const WIZARD_AREA_KEYS = Object.keys(WIZARD_AREAS) as WizardAreaKey[];

export interface WizardLocation {
  areaKey: WizardAreaKey;
  area: WizardArea;
  page: WizardPage;
}

/** Resolves '/formation/page2' to its area and page; null for anything not in the table. */
export function findWizardLocation(pathname: string): WizardLocation | null {
  const match = /^\/([a-z-]+)\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, areaKey, pageName] = match;
  if (!(WIZARD_AREA_KEYS as string[]).includes(areaKey!)) return null;
  const area: WizardArea = WIZARD_AREAS[areaKey as WizardAreaKey];
  const page = area.pages.find((candidate) => candidate.name === pageName);
  return page ? { areaKey: areaKey as WizardAreaKey, area, page } : null;
}

/**
 * The step line under the area title: 'Step 2 of 4: Business industry' or, where the spec
 * writes it in capitals, 'STEP 1 OF 4: Responsible party'. Unnumbered pages show their label.
 */
export function wizardStepLabel(area: WizardArea, page: WizardPage): string {
  if (page.step === undefined || !area.steps) return page.label;
  const counter =
    area.steps.style === 'caps'
      ? `STEP ${page.step} OF ${area.steps.total}`
      : `Step ${page.step} of ${area.steps.total}`;
  return `${counter}: ${page.label}`;
}
