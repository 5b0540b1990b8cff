/**
 * The questionnaire areas (spec foundation §2 and dashboard §2), one entry per service: the
 * flows described in src/domain/flows with their feature's pages file, and the areas not yet
 * built on the flow shell with their own screen. The route table reads its paths and screens
 * from this list alone: it accepts exactly these pages and sends anything else (a bare area
 * path too) to /not-found.
 */

import type { ComponentType } from 'react';
import { OUTLINE as ANNUAL_REPORT } from '../domain/flows/annual-report-flow?outline';
import { OUTLINE as AMENDMENT } from '../domain/flows/amendment-flow?outline';
import { OUTLINE as BUSINESS_LICENSE } from '../domain/flows/business-license-flow?outline';
import { OUTLINE as CERTIFICATE } from '../domain/flows/certificate-flow?outline';
import { OUTLINE as EIN } from '../domain/flows/ein-flow?outline';
import { matchesPagePattern, type Flow, type FlowOutline } from '../domain/flows/flow';
import { OUTLINE as FORMATION } from '../domain/flows/formation-flow?outline';
import { OUTLINE as REGISTERED_AGENT } from '../domain/flows/registered-agent-flow?outline';
import { OUTLINE as OPERATING_AGREEMENT } from '../domain/flows/operating-agreement-flow?outline';
import { OUTLINE as REGISTRATION } from '../domain/flows/registration-flow?outline';
import { OUTLINE as TEMPLATES } from '../domain/flows/templates-flow?outline';
import type { FlowPages, FlowRouteProps } from '../questionnaire/signed-in-flow-screen';

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
  /** Question pages known by the shape of their names (Flow's pagesByPattern). */
  pagesByPattern?: { pattern: string; label: string };
}

/** An area that is not (yet) a flow, keyed like one. */
type OwnArea = WizardArea & { key: string };

/**
 * What renders an area's pages: a signed-in flow's pages file (its FLOW and FLOW_PAGES) on the
 * one flow screen, loaded with its first page as the area's chunk; or an area's own screen,
 * loaded the same way (registration, the public entry of the product, whose chunk main.tsx's
 * boot preloads on its own route).
 * A flow is named by its outline (the route table's part of it, derived from the flow module
 * by the build: '<flow module>?outline'), so the entry chunk carries no flow module.
 */
export type QuestionnaireArea =
  | { area: FlowOutline; pages: () => Promise<{ FLOW: Flow; FLOW_PAGES: FlowPages }> }
  | { area: FlowOutline | OwnArea; screen: () => Promise<ComponentType<FlowRouteProps>> };

/** The list: adding a service is one entry here (README "Adding a service"). */
export const QUESTIONNAIRE_AREAS = [
  {
    area: REGISTRATION,
    screen: () => import('./registration-screen').then((m) => m.RegistrationScreen),
  },
  { area: FORMATION, pages: () => import('../features/formation/formation-pages') },
  { area: EIN, pages: () => import('../features/ein/ein-pages') },
  {
    area: BUSINESS_LICENSE,
    pages: () => import('../features/business-license/business-license-pages'),
  },
  { area: AMENDMENT, pages: () => import('../features/amendment/amendment-pages') },
  { area: ANNUAL_REPORT, pages: () => import('../features/annual-report/annual-report-pages') },
  {
    area: OPERATING_AGREEMENT,
    pages: () => import('../features/operating-agreement/operating-agreement-pages'),
  },
  {
    area: REGISTERED_AGENT,
    pages: () => import('../features/registered-agent/registered-agent-pages'),
  },
  { area: CERTIFICATE, pages: () => import('../features/certificate/certificate-pages') },
  { area: TEMPLATES, pages: () => import('../features/hub/templates-pages') },
] as const satisfies readonly QuestionnaireArea[];

/** The areas keyed by the first path segment. */
export const WIZARD_AREAS: Readonly<Record<string, WizardArea>> = Object.fromEntries(
  QUESTIONNAIRE_AREAS.map(({ area }) => [area.key, area]),
);

/** The pages of an area that are routes: all but those edited only in a review's modals. */
export const routedPages = (area: WizardArea): readonly WizardPage[] =>
  area.pages.filter((page) => page.kind !== 'modal');

export interface WizardLocation {
  /** The area's key, the first path segment. */
  areaKey: string;
  area: WizardArea;
  page: WizardPage;
}

/** Resolves '/formation/page2' to its area and page; null for anything not in the table. */
export function findWizardLocation(pathname: string): WizardLocation | null {
  const match = /^\/([a-z-]+)\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, areaKey, pageName] = match;
  const area = Object.hasOwn(WIZARD_AREAS, areaKey!) ? WIZARD_AREAS[areaKey!] : undefined;
  const page =
    area &&
    (routedPages(area).find((candidate) => candidate.name === pageName) ??
      patternPage(area, pageName!));
  return area && page ? { areaKey: areaKey!, area, page } : null;
}

/** A question page of an area that knows its pages by their shape, named `name`, if of it. */
function patternPage(area: WizardArea, name: string): WizardPage | undefined {
  return area.pagesByPattern && matchesPagePattern(area, name)
    ? { name, label: area.pagesByPattern.label, kind: 'question' }
    : undefined;
}
