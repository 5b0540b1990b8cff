import type { ProductKey } from '../checkout/product-keys';
import type { Answers } from '../questionnaire/page-definition';

/**
 * A questionnaire flow described as data (issue 14): its pages and their labels, its review,
 * where its pages load and save, its submission and its confirmation page. The route table, the
 * server's page definitions and routes, and the one question step and review of
 * src/questionnaire all read a flow from here, so adding a flow is one module in this folder
 * (plus its page-definition file and its own extras), not a copy of another flow.
 */

/**
 * What a page of a flow is, and so which screen renders it. A 'modal' page is edited only in
 * the review's Edit modals: it has a page definition and answers, but no route of its own.
 */
export type FlowPageKind = 'question' | 'review' | 'confirmation' | 'other' | 'modal';

export interface FlowPage {
  /** The last path segment and the page id's second half, e.g. 'page2'. */
  name: string;
  /** Human label, e.g. 'Business industry': the step line and the server page's title. */
  label: string;
  kind: FlowPageKind;
  /** Position in the numbered steps; review and confirmation pages have none. */
  step?: number;
}

/**
 * A page name, or the page chosen by an answer: the `answer` given on page `from`, one of
 * `pages` (EIN: the industry sub-page of the category chosen on page4).
 */
export type PageRef = string | { from: string; answer: string; pages: readonly string[] };

export interface FlowReviewSection {
  page: PageRef;
  heading: string;
  /** The title of the section's edit modal (spec foundation §2: 'Review & Update Your ...'). */
  modalTitle: string;
  /** A line under the modal's title, where the spec gives one (the annual report's managers). */
  modalSubtitle?: string;
  /** 'Apply Changes', or 'Save And Apply Changes' for the owners list (spec §2 chrome). */
  applyLabel: 'Apply Changes' | 'Save And Apply Changes';
  /**
   * Shown only once its page has answers (the annual report's wage-law section, spec dashboard
   * §2: a state that does not ask the question has none); the review needs it only then.
   */
  whenAnswered?: boolean;
}

export interface FlowReview {
  /** What the review shows: the flow's own saved pages, each section editable. */
  shows?: 'pages';
  title: string;
  subtitle: string;
  sections: readonly FlowReviewSection[];
  /**
   * Where Back goes: the last step, which may depend on the answers; or a path outside the
   * flow where the review is the first step (the operating agreement: the dashboard).
   */
  back: PageRef | { path: string };
  /**
   * Where 'Confirm and Continue' goes once every section is ready, when the flow is submitted
   * from a later page (the operating agreement's step 2); absent, the review submits.
   */
  next?: string;
  /**
   * The server's review of every saved page, by owner id; absent where pages are read one by
   * one. The server registers it with the parameter ':individual_id' in the id's place.
   */
  reviewPath?: (ownerId: number | string) => string;
}

/**
 * A review of the owner's formed business rather than of pages of the flow's own (the
 * registered agent and certificate reviews, spec foundation §2): read-only cards from formation
 * page1's business and page4's agent, which the server answers keyed page_1 and page_4 (spec
 * dashboard §3). Such a flow names the business it acts on when it is submitted (foundation §7:
 * `{ individual_id, business_id }`).
 */
export interface BusinessReview {
  shows: 'business';
  title: string;
  subtitle: string;
  /** Where Back goes: the page before ('one step back'), or a fixed path (the dashboard). */
  back: 'previous' | { path: string };
  /** The server's review data, by owner id (':individual_id' in the id's place on the server). */
  reviewPath: (ownerId: number | string) => string;
}

/** Who a flow's answers belong to, and so which id goes beside each save. */
export type FlowOwner =
  | { kind: 'individual'; idField: 'individual_id' }
  | { kind: 'browser-session'; idField: 'browser_session_id' };

export interface FlowSubmission {
  /** POST path of the filing, e.g. '/v1/ein/submit' (the owner id goes in the query). */
  path: string;
  /** The dashboard product the owner must have bought (spec dashboard §3 product keys). */
  productKey: ProductKey;
  /** The page shown after a successful submission. */
  confirmationPage: string;
  /**
   * The toasts that say how the submission went, where the spec gives them (foundation §8:
   * both for the registered agent and the certificate, the failure's alone for the licence
   * report); the failure is followed by ': ' and the reason.
   */
  toasts?: { success?: string; failure: string };
}

export interface Flow {
  /** The first path segment and the page-id prefix, e.g. 'ein'. */
  key: string;
  /** The area title shown above every page, e.g. 'EIN application'. */
  title: string;
  /** Registration is public; every other flow needs a signed-in owner. */
  requiresAuth: boolean;
  /** The number of numbered steps and how the spec writes the counter. */
  steps?: { total: number; style: 'sentence' | 'caps' };
  pages: readonly FlowPage[];
  owner: FlowOwner;
  /** What a failed page load reads, before its status (spec foundation §8). */
  loadFailure: string;
  /** How many times a failed page load is tried (404 never again), where the spec says (§7). */
  loadTries?: number;
  /**
   * The main backend path a page's answers are read from and saved to, given its segment
   * (pageSegments); absent for a flow with
   * no pages of its own (its review shows the business).
   */
  pagePath?: (page: string) => string;
  /**
   * The path segment of a page whose API name differs from its route name (the annual report:
   * page1 is saved at .../location, spec dashboard §7); others are named as routed.
   */
  pageSegments?: Readonly<Record<string, string>>;
  review?: FlowReview | BusinessReview;
  submission?: FlowSubmission;
  /**
   * Its pages are answered before its product is bought (the formation: the dashboard's card
   * leads an owner whose formation is NOT_STARTED to its page1, and the submission asks for
   * the purchase). A flow with a submission but without this is answered once bought: its page
   * saves are refused (403) until then (decision 0056).
   */
  answeredBeforePurchase?: true;
  /**
   * The product whose purchase a flow without a submission needs before its pages are saved
   * (the templates: the library, decision 0070); refused with 403 like an unbought flow's.
   */
  pagesNeed?: ProductKey;
  /** The flow's list field (owners), where it has one: its row label and most rows. */
  list?: { field: string; itemLabel: string; maxRows: number };
  /**
   * Question pages the route table knows by the shape of their names, not one by one (the
   * templates: a page per template, decision 0070): their names match `pattern` (a RegExp
   * source for the whole segment), and until the flow has loaded they carry `label`. The
   * outline leaves them out (the entry chunk would carry every name and label), the route
   * table accepts any name of the shape, and the flow's screen refuses a name it does not have.
   */
  pagesByPattern?: { pattern: string; label: string };
}

/** Whether `name` is of the shape of a flow's pages known by pattern. */
export const matchesPagePattern = (
  { pagesByPattern }: Pick<Flow, 'pagesByPattern'>,
  name: string,
): boolean =>
  pagesByPattern !== undefined && new RegExp(`^(?:${pagesByPattern.pattern})$`).test(name);

/**
 * What the route table reads of a flow: its key, title, steps and pages. The build derives it
 * from each flow module (src/boot/flow-outline-plugin.ts, imported as '<flow module>?outline'),
 * so the entry chunk carries the outlines while each flow loads with its own area's screen.
 */
export type FlowOutline = Pick<
  Flow,
  'key' | 'title' | 'requiresAuth' | 'steps' | 'pagesByPattern'
> & {
  pages: readonly FlowPage[];
};

export const flowOutline = (flow: Flow): FlowOutline => ({
  key: flow.key,
  title: flow.title,
  requiresAuth: flow.requiresAuth,
  ...(flow.steps && { steps: flow.steps }),
  ...(flow.pagesByPattern && { pagesByPattern: flow.pagesByPattern }),
  pages: flow.pages
    .filter((page) => !(page.kind === 'question' && matchesPagePattern(flow, page.name)))
    .map(({ name, label, kind, step }) => ({
      name,
      label,
      kind,
      ...(step !== undefined && { step }),
    })),
});

/** Where a page of a flow with pages of its own is read and saved. */
export function flowPagePath(flow: Flow, page: string): string {
  if (!flow.pagePath) throw new Error(`The ${flow.key} flow has no pages of its own`);
  return flow.pagePath(pageSegment(flow, page));
}

/** The API segment of a page: its own where the flow names one, else its name. */
export const pageSegment = (flow: Pick<Flow, 'pageSegments'>, page: string): string =>
  flow.pageSegments?.[page] ?? page;

/**
 * The page an API segment stands for (the inverse of pageSegment); null for the route name of
 * a page the API names otherwise, so each page has one address.
 */
export function pageOfSegment(flow: Pick<Flow, 'pageSegments'>, segment: string): string | null {
  const segments = flow.pageSegments ?? {};
  const named = Object.entries(segments).find(([, given]) => given === segment);
  if (named) return named[0];
  return Object.hasOwn(segments, segment) ? null : segment;
}

/** The product an owner must have bought before a page of the flow is saved, if any. */
export function productBoughtForPages(flow: Flow): ProductKey | null {
  if (flow.pagesNeed) return flow.pagesNeed;
  return flow.submission && !flow.answeredBeforePurchase ? flow.submission.productKey : null;
}

/** A flow whose review shows the owner's business (and whose submission names it). */
export type BusinessFlow = Flow & { review: BusinessReview; submission: FlowSubmission };

export function isBusinessFlow(flow: Flow): flow is BusinessFlow {
  return flow.review?.shows === 'business' && flow.submission !== undefined;
}

/** 'ein' + 'page2' → 'ein/page2', the page definition's id. */
export const flowPageId = (flow: Pick<Flow, 'key'>, page: string) => `${flow.key}/${page}`;

/** '/ein/page2' → 'page2'; null when the url is not a page of this flow. */
export function pageNameOfUrl(flow: Pick<Flow, 'key'>, url: string): string | null {
  const prefix = `/${flow.key}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length).replace(/\/$/, '') || null : null;
}

export const flowPage = (flow: Flow, name: string): FlowPage | undefined =>
  flow.pages.find((page) => page.name === name);

/** The engine-rendered pages of a flow, in order. */
export const questionPages = (flow: Flow): readonly FlowPage[] =>
  flow.pages.filter((page) => page.kind === 'question');

/**
 * The page a reference names, given the answers of each page; null while the answer it
 * depends on is not given yet (or names no page it may).
 */
export function resolvePageRef(
  ref: PageRef,
  answersOf: (page: string) => Answers | null | undefined,
): string | null {
  if (typeof ref === 'string') return ref;
  const chosen = answersOf(ref.from)?.[ref.answer];
  return typeof chosen === 'string' && ref.pages.includes(chosen) ? chosen : null;
}

/**
 * The path of the review's Back: the last step (before the answer choosing it is given, the
 * page that asks for it), or the path outside the flow it names.
 */
export function reviewBackPath(
  flow: Pick<Flow, 'key'> & { review: FlowReview },
  answersOf: (page: string) => Answers | null | undefined,
): string {
  const { back } = flow.review;
  if (typeof back === 'object' && 'path' in back) return back.path;
  const page = resolvePageRef(back, answersOf) ?? (typeof back === 'string' ? back : back.from);
  return `/${flow.key}/${page}`;
}

/** Every page a reference may name. */
export const possiblePages = (ref: PageRef): readonly string[] =>
  typeof ref === 'string' ? [ref] : ref.pages;

/** The review's sections for these answers: a dependent section appears once it resolves. */
export function reviewSectionsFor(
  review: FlowReview,
  answersOf: (page: string) => Answers | null | undefined,
): Array<FlowReviewSection & { page: string }> {
  return review.sections.flatMap((section) => {
    const page = resolvePageRef(section.page, answersOf);
    if (page && section.whenAnswered && !answersOf(page)) return [];
    return page ? [{ ...section, page }] : [];
  });
}

/**
 * The step line under the area title: 'Step 2 of 4: Business industry' or, where the spec
 * writes it in capitals, 'STEP 1 OF 4: Responsible party'. Unnumbered pages show their label.
 */
export function stepLabel(
  flow: Pick<Flow, 'steps'>,
  page: Pick<FlowPage, 'label' | 'step'>,
): string {
  if (page.step === undefined || !flow.steps) return page.label;
  const counter =
    flow.steps.style === 'caps'
      ? `STEP ${page.step} OF ${flow.steps.total}`
      : `Step ${page.step} of ${flow.steps.total}`;
  return `${counter}: ${page.label}`;
}
