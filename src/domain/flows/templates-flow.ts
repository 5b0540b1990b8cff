import { inAbout } from '../wait-time';
import { TEMPLATE_NAMES, TEMPLATE_SLUG_PATTERN, TEMPLATE_SLUGS } from '../hub/template-catalogue';
import { TEMPLATES_PATH } from '../services/service-paths';
import type { Flow, FlowPage } from './flow';

/** The page that makes the filled document once the owner has answered a template's page. */
export const TEMPLATE_FILLED_PAGE = 'filled';

/**
 * Business templates filled with the owner's business (issue 28, decision 0070): each template
 * is a one-page questionnaire of its own few questions, its answers a local-first draft synced
 * like every flow's page, so the owner can come back and refine them. Its Continue leads to the
 * filled page (`/templates/filled?template={slug}`), which asks the server for the DOCX made
 * from the business record and the saved answers and keeps it among the owner's documents. No
 * submission: a template is filled as often as the owner likes. Its pages' saves and each fill
 * need the document library (DOC_LIBRARY).
 */
export const TEMPLATES_FLOW = {
  key: TEMPLATES_PATH.slice(1),
  title: 'Business templates',
  requiresAuth: true,
  pages: [
    ...TEMPLATE_SLUGS.map((slug): FlowPage => ({
      name: slug,
      label: TEMPLATE_NAMES[slug],
      kind: 'question',
    })),
    { name: TEMPLATE_FILLED_PAGE, label: 'Your filled template', kind: 'confirmation' },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/business_templates/${page}`,
  pagesNeed: 'DOC_LIBRARY',
  // A name each, 27 of them: the route table knows them by their shape instead of carrying
  // every name and label in the entry chunk (about 0.7 KB gzipped on every page).
  pagesByPattern: { pattern: TEMPLATE_SLUG_PATTERN, label: 'Fill a template' },
} as const satisfies Flow;

/** The query parameter of the filled page naming the template it fills. */
export const FILLED_TEMPLATE_PARAM = 'template';

/** Where a template's Continue leads: its filled page. */
export const filledPagePath = (slug: string) =>
  `/${TEMPLATES_FLOW.key}/${TEMPLATE_FILLED_PAGE}?${FILLED_TEMPLATE_PARAM}=${slug}`;

/** POST { template }: the template filled with the business and the saved answers, kept. */
export const TEMPLATE_FILL_PATH = '/v1/business_templates/fill';

/** Why a template is not filled or its answers saved: the library is not the owner's. */
export const TEMPLATES_NOT_PURCHASED =
  'Filling templates with your business comes with Business Templates. Buy it from your dashboard to continue.';

/**
 * Templates one owner may fill (a DOCX rendered each) in any TEMPLATE_FILL_WINDOW_MINUTES: far
 * more than refining a few documents takes, few enough that a loop cannot make the server
 * render for ever.
 */
export const TEMPLATE_FILLS_PER_WINDOW = 20;
export const TEMPLATE_FILL_WINDOW_MINUTES = 10;

/** Why a fill is refused for now (429, with Retry-After), as the filled page says it. */
export const templateFillsLimited = (retryAfterSeconds: number) =>
  `You have filled ${TEMPLATE_FILLS_PER_WINDOW} templates in ${TEMPLATE_FILL_WINDOW_MINUTES} minutes. Please try again ${inAbout(retryAfterSeconds)}.`;
