/**
 * The questionnaire areas and their page names (spec foundation §2 and dashboard §2): the
 * flows described in src/domain/flows, and the areas not yet built on the flow shell. The
 * route table accepts exactly these pages and sends anything else (a bare area path too) to
 * /not-found.
 */

import { ANNUAL_REPORT_FLOW } from '../domain/flows/annual-report-flow';
import { AMENDMENT_FLOW } from '../domain/flows/amendment-flow';
import { CERTIFICATE_FLOW } from '../domain/flows/certificate-flow';
import { EIN_FLOW } from '../domain/flows/ein-flow';
import { FORMATION_FLOW } from '../domain/flows/formation-flow';
import { REGISTERED_AGENT_FLOW } from '../domain/flows/registered-agent-flow';
import { OPERATING_AGREEMENT_FLOW } from '../domain/flows/operating-agreement-flow';
import { REGISTRATION_FLOW } from '../domain/flows/registration-flow';

export interface WizardPage {
  /** The last path segment, e.g. 'page2'. */
  name: string;
  /** Human label of the page, e.g. 'Business industry'. */
  label: string;
  /** Position in the numbered steps; review and confirmation pages have none. */
  step?: number;
  /** A flow's page kind; 'modal' pages are edited in the review's modals and have no route. */
  kind?: string;
}

export interface WizardArea {
  title: string;
  /** Registration is public; every other area needs a signed-in owner. */
  requiresAuth: boolean;
  /** The number of numbered steps and how the spec writes the counter. */
  steps?: { total: number; style: 'sentence' | 'caps' };
  pages: readonly WizardPage[];
}

/** Keyed by the first path segment. */
export const WIZARD_AREAS = {
  registration: REGISTRATION_FLOW,
  formation: FORMATION_FLOW,
  ein: EIN_FLOW,
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
  amendment: AMENDMENT_FLOW,
  'annual-report': ANNUAL_REPORT_FLOW,
  'operating-agreement': OPERATING_AGREEMENT_FLOW,
  'registered-agent': REGISTERED_AGENT_FLOW,
  'certificate-of-good-standing': CERTIFICATE_FLOW,
} as const satisfies Record<string, WizardArea>;

export type WizardAreaKey = keyof typeof WIZARD_AREAS;

/** The pages of an area that are routes: all but those edited only in a review's modals. */
export const routedPages = (area: WizardArea): readonly WizardPage[] =>
  area.pages.filter((page) => page.kind !== 'modal');

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
  const page = routedPages(area).find((candidate) => candidate.name === pageName);
  return page ? { areaKey: areaKey as WizardAreaKey, area, page } : null;
}
