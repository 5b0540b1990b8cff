import { useMemo, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import {
  flowPageId,
  flowPagePath,
  pageNameOfUrl,
  questionPages,
  type Flow,
} from '../domain/flows/flow';
import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { FullPageLoader } from '../ui/full-page-loader';
import type { FlowOwner } from './flow-owner';
import type { ListFieldOptions } from './list-field';
import { QuestionPage } from './question-page';
import type { PageSource } from './page-source';
import { usePageDefinition } from './use-page-definition';
import { usePreviousPageGuard } from './use-previous-page-guard';
import { useLeaveWarning } from './unsaved-changes';

/** What a flow adds to one of its question pages from its own feature folder. */
export interface QuestionExtras {
  /** Options of the page's list (owners): prefills and the row label. */
  list?: ListFieldOptions;
  /** Guidance above the fields. */
  notes?: ReactNode;
  /** The definition as this visit shows it (registration: the plan of ?tiers= preselected). */
  adaptDefinition?: (definition: PageDefinition) => PageDefinition;
  /** A page sent at once instead of through the outbox (registration's account page). */
  submitNow?: PageSource['submitNow'];
  /** False when the screen shows the page's heading itself. */
  showHeader?: boolean;
  /** Told the page's answers as they change (registration's order summary follows them). */
  onAnswersChange?: (answers: Answers) => void;
  /** Guidance under a field, by field name (registration: the state's naming rules). */
  afterField?: Readonly<Record<string, ReactNode>>;
  /**
   * Whether the screen is still dressing the page for these (loaded) answers: registration's
   * cards priced for a saved state. The fields first appear once it is done.
   */
  dressing?: (answers: Answers) => boolean;
  /**
   * Whether Continue can be pressed with these answers: the licence flow's industry step while
   * no category is chosen (spec foundation §2). Absent, always; validation says what is wrong.
   */
  canContinue?: (answers: Answers) => boolean;
}

export interface FlowQuestionStepProps extends QuestionExtras {
  flow: Flow;
  owner: FlowOwner;
  /** The page name, e.g. 'page2' or 'health-care'. */
  page: string;
  stepLabel: string;
  /**
   * Whether this page may open although the page before it has no saved answers (the flow's
   * exception to the previous-page guard), asked only when the guard would send the owner back.
   */
  previousPageExempt?: () => Promise<boolean>;
}

/**
 * Any flow's question page on the engine (spec foundation §4): behind the previous-page guard,
 * its answers local first and saved to the flow's page path, Continue to the page the
 * definition names (filled from the answers where it is a template).
 */
export function FlowQuestionStep({
  flow,
  owner,
  page,
  stepLabel,
  adaptDefinition,
  submitNow,
  previousPageExempt,
  ...extras
}: FlowQuestionStepProps) {
  const pageId = flowPageId(flow, page);
  useLeaveWarning();
  const loaded = usePageDefinition(pageId);
  const definition = useMemo(
    () => (loaded && adaptDefinition ? adaptDefinition(loaded) : loaded),
    [loaded, adaptDefinition],
  );
  const previousPage = definition?.prev_button
    ? pageNameOfUrl(flow, definition.prev_button.next_page_url)
    : null;
  const guard = usePreviousPageGuard(
    owner.ownerKey,
    previousPage && flowPageId(flow, previousPage),
    () => owner.fetchPage(flow, previousPage!),
    previousPageExempt,
  );

  const source: PageSource = useMemo(
    () => ({
      ownerKey: owner.ownerKey,
      pageId,
      savePath: flowPagePath(flow, page),
      meta: owner.meta,
      fetchSaved: () => owner.fetchPage(flow, page),
      ...(submitNow ? { submitNow } : {}),
    }),
    [owner, pageId, flow, page, submitNow],
  );

  if (definition === null) return <Redirect to="/not-found" replace />;
  if (guard === 'redirect') {
    return <Redirect to={`/${flow.key}/${questionPages(flow)[0]!.name}`} replace />;
  }
  if (!definition || guard === 'checking') return <FullPageLoader label="Loading your answers…" />;
  return <QuestionPage definition={definition} source={source} stepLabel={stepLabel} {...extras} />;
}
