import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { fillNextPageUrl } from '../domain/questionnaire/next-page';
import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { PlainButton } from '../ui/plain-button';
import { LinkButton } from '../ui/link-button';
import { FormActions, Notice } from '../ui/notice';
import { PageHeader } from '../ui/page-header';
import { loadRenderers, renderersArrived } from './field-renderers';
import type { ListFieldOptions } from './list-field';
import { QuestionFields } from './question-fields';
import { StorageProblemNotice } from './storage-problem-notice';
import { PageSubmitError, type PageSource } from './page-source';
import { draftStore } from '../local/draft-store';
import { usePageAnswers } from './use-page-answers';
import './question-page.css';

export interface QuestionPageProps {
  definition: PageDefinition;
  source: PageSource;
  /** The step line, e.g. 'Step 1 of 4: Primary business information'. */
  stepLabel: string;
  /** Options of the page's list (owners), where it has one. */
  list?: ListFieldOptions;
  /** Guidance shown above the fields (e.g. the Illinois note). */
  notes?: ReactNode;
  /** False when the screen shows the page's heading itself (kept while the page loads). */
  showHeader?: boolean;
  /** Told the answers whenever they change. */
  onAnswersChange?: (answers: Answers) => void;
  /** Guidance under a field, by field name. */
  afterField?: Readonly<Record<string, ReactNode>>;
  /** Whether the screen is still dressing the page for the loaded answers (see QuestionExtras). */
  dressing?: (answers: Answers) => boolean;
  /** Whether Continue can be pressed with these answers (see QuestionExtras); always when absent. */
  canContinue?: (answers: Answers) => boolean;
}

const INVALID_NOTICE =
  'Your answers on this page could not be saved yet. Please correct the highlighted fields and continue again.';

/** Shown only after a conflict, which most owners never meet: loaded then. */
const ConflictNotice = lazy(() =>
  import('./conflict-notice').then((m) => ({ default: m.ConflictNotice })),
);

/**
 * Whether the page's field renderers have all arrived. The page's fields appear together, once:
 * each popping in as its code arrived moved the ones below it (layout shift on a slow phone).
 */
function useRenderersReady(fields: PageDefinition['fields']): boolean {
  const [readyFor, setReadyFor] = useState<PageDefinition['fields'] | null>(null);
  const ready = readyFor === fields || renderersArrived(fields);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadRenderers(fields).then(() => {
      if (current) setReadyFor(fields);
    });
    return () => {
      current = false;
    };
  }, [fields, ready]);
  return ready;
}

const KEEP_FAILED =
  'Your answers could not be kept on this device. Please try again; nothing you typed on this page has been lost.';

/**
 * One server-defined question page (spec foundation §2-§5): its fields, Back and Continue.
 * Continue validates every field; with errors the page scrolls to the first one and focuses it,
 * otherwise the save joins the outbox and the owner moves on, online or not.
 */
export function QuestionPage({
  definition,
  source,
  stepLabel,
  list,
  notes,
  showHeader = true,
  onAnswersChange,
  afterField,
  dressing,
  canContinue,
}: QuestionPageProps) {
  const [, navigate] = useLocation();
  const page = usePageAnswers(definition, source);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);

  // The fields appear once, whole: with their code, their answers and the screen's dressing for
  // those answers. Shown, they stay: later dressing (another state's prices) never hides them.
  const renderersReady = useRenderersReady(definition.fields);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const showFields =
    page.status !== 'loading' &&
    renderersReady &&
    (shownFor === definition.id || !dressing?.(page.answers));
  useEffect(() => {
    if (showFields) setShownFor(definition.id);
  }, [showFields, definition.id]);
  // Their first render is the page's largest: in the background, in slices that leave a slow
  // phone's main thread free between them (total blocking time).
  const fieldsShown = useDeferredValue(showFields);
  useEffect(() => {
    if (page.status !== 'loading') onAnswersChange?.(page.answers);
  }, [page.status, page.answers, onAnswersChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveProblem(null);
    try {
      const outcome = await page.submit();
      if (!outcome.ok) {
        // Loaded with the first refused Continue: a page that is never refused does not need it.
        void import('./scroll-to-first-error').then(({ scrollToFirstError }) =>
          requestAnimationFrame(() => scrollToFirstError(Object.keys(outcome.errors))),
        );
        return;
      }
    } catch (error) {
      setSaveProblem(error instanceof PageSubmitError ? error.message : KEEP_FAILED);
      return;
    }
    // A template such as '/ein/{category}' goes to the page the answers chose.
    const next =
      definition.next_button && fillNextPageUrl(definition.next_button.next_page_url, page.answers);
    if (next) navigate(next);
  };

  return (
    <div className="ch-question-page">
      {showHeader && (
        <PageHeader
          title={definition.title}
          // A flow without step numbers (registration) labels its steps with their titles.
          subtitle={stepLabel === definition.title ? undefined : stepLabel}
          documentTitle={stepLabel}
        />
      )}
      <StorageProblemNotice />
      {page.loadProblem && <Notice tone="error">{page.loadProblem}</Notice>}
      {page.draftState === 'conflict' && page.serverCopy && (
        <Suspense fallback={null}>
          <ConflictNotice
            fields={definition.fields}
            mine={page.answers}
            theirs={page.serverCopy}
            onTakeTheirs={() => void page.takeTheirs()}
            onKeepMine={() => void page.keepMine()}
          />
        </Suspense>
      )}
      {page.draftState === 'invalid' && Object.keys(page.errors).length > 0 && (
        <Notice tone="error" role="alert">
          {INVALID_NOTICE}
        </Notice>
      )}
      {notes}
      {!fieldsShown ? (
        <div className="ch-question-page__loading" role="status" aria-label="Loading your answers">
          <div className="ch-field-skeleton" />
          <div className="ch-field-skeleton" />
        </div>
      ) : (
        <form
          className="ch-question-page__form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onFocus={draftStore.prepare}
          onPointerDown={draftStore.prepare}
        >
          <QuestionFields
            fields={definition.fields}
            answers={page.answers}
            errors={page.errors}
            required={definition.required}
            onEdit={page.edit}
            onEditMany={page.editMany}
            onBlurField={page.blur}
            list={list}
            afterField={afterField}
          />
          {saveProblem && (
            <Notice tone="error" role="alert">
              {saveProblem}
            </Notice>
          )}
          {/* A first page has no Back: its Continue spans the row (spec dashboard §2, page1). */}
          <FormActions single={!definition.prev_button}>
            {definition.prev_button && (
              <LinkButton to={definition.prev_button.next_page_url} variant="secondary">
                {definition.prev_button.label}
              </LinkButton>
            )}
            <PlainButton type="submit" disabled={canContinue ? !canContinue(page.answers) : false}>
              {definition.next_button?.label ?? 'Continue'}
            </PlainButton>
          </FormActions>
        </form>
      )}
    </div>
  );
}
