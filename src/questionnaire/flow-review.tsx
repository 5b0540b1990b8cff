import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../api/http';
import {
  flowPageId,
  flowPagePath,
  reviewBackPath,
  reviewSectionsFor,
  type Flow,
  type FlowReview as FlowReviewDescription,
} from '../domain/flows/flow';
import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { draftStore } from '../local/draft-store';
import { loadDeviceDatabase } from '../local/load-device-database';
import { useLiveOwnerDrafts } from '../local/use-live-owner-drafts';
import type { Draft } from '../local/local-database';
import { outboxEntries } from '../local/outbox';
import { requestDrain } from '../local/sync-service';
import { FullPageLoader } from '../ui/full-page-loader';
import { Notice } from '../ui/notice';
import { PageHeader } from '../ui/page-header';
import { StepActions } from '../ui/step-actions';
import { useToast } from '../ui/toast';
import type { SubmissionDetails } from './flow-submission';
import { useFileFlow } from './use-file-flow';
import { EditPageModal } from './edit-page-modal';
import type { FlowOwner } from './flow-owner';
import type { ListFieldOptions } from './list-field';
import { reviewSectionProblem } from './review-section-problem';
import type { SectionExtras } from './review-section';
import { ReviewSections } from './review-sections';
import { StorageProblemNotice } from './storage-problem-notice';
import { setPageHasUnsavedChanges } from './unsaved-changes';
import { useReviewCopies } from './use-review-copies';
import { usePageDefinitions } from './use-page-definition';
import './flow-review.css';

export interface FlowReviewProps {
  /** A flow with a review (the screen shows this only for its review page). */
  flow: Flow;
  owner: FlowOwner;
  /** Options of the owners list in its edit modal (the signed-in owner's contact prefill). */
  list?: ListFieldOptions;
  /** False when the screen shows the heading itself: the subtitle becomes the intro. */
  showHeader?: boolean;
  /** What the flow shows above the sections (the operating agreement: the business as filed). */
  intro?: ReactNode;
  /**
   * Where 'Confirm and Continue' goes once every section is ready, for a flow that files
   * nothing itself (registration: the checkout). A flow with a submission files it.
   */
  onConfirm?: () => void;
  /** Section headings by page, where the feature knows better (a business's name in it). */
  headings?: Readonly<Record<string, string>>;
  /** Where Back goes instead of the flow's last step. */
  backPath?: string;
  /** Told a section's answers once its edit is applied (registration's order summary). */
  onAnswersChange?: (page: string, answers: Answers) => void;
  /** The heading, where the flow names what it reviews (the amendment's business). */
  title?: string;
  /** What the flow adds to a section: why it cannot be edited, a tag, a note. */
  sectionExtras?: (page: string) => SectionExtras;
  /** Why the owner cannot go on, shown while it holds; 'Confirm and Continue' waits for it. */
  blocked?: string | null;
  /** What a section's edit modal shows under its fields, by page (see EditPageModal). */
  modalAside?: (page: string, answers: Answers) => ReactNode;
  /**
   * What a section's edit modal knows besides the page's answers, by page: context its fields
   * read (the amendment's name field: the business's state and id), never saved.
   */
  modalContext?: (page: string) => Answers;
  /**
   * What the submission carries besides the owner, prepared when 'Confirm and Continue' is
   * pressed (the licence report: the business, its county and the answers, foundation §3).
   */
  submissionDetails?: () => Promise<SubmissionDetails>;
}

/** Why a submitting flow cannot file yet: an answer has not reached the server. */
async function unsentAnswers(flow: Flow, ownerKey: string): Promise<string | null> {
  await requestDrain();
  const waiting = (await outboxEntries(await loadDeviceDatabase(), ownerKey)).filter((entry) =>
    entry.pageId.startsWith(`${flow.key}/`),
  );
  const parked = waiting.find((entry) => entry.state === 'parked');
  if (parked)
    return `Your answers could not be saved: ${parked.lastError ?? GENERIC_ERROR_MESSAGE}`;
  if (waiting.length === 0) return null;
  return navigator.onLine
    ? 'Your latest answers are still being saved. Please try again in a moment.'
    : 'You are offline. Your answers are saved on this device and will be sent when you are back online; you can confirm then.';
}

/**
 * Any flow's review (spec foundation §2 chrome, §4 form behaviour): a section per step with an
 * Edit button opening its modal (a section chosen by an answer appears once it is chosen),
 * Back to the last step, and 'Confirm and Continue', which files the flow once every answer
 * has reached the server, or goes where the flow goes next.
 */
export function FlowReview({
  flow,
  owner,
  list,
  showHeader = true,
  intro,
  onConfirm,
  onAnswersChange,
  headings,
  backPath: givenBackPath,
  title = (flow.review as FlowReviewDescription).title,
  sectionExtras,
  blocked,
  modalAside,
  modalContext,
  submissionDetails,
}: FlowReviewProps) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const fileFlow = useFileFlow(flow, owner.individualId, submissionDetails);
  const review = flow.review as FlowReviewDescription;
  const { ownerKey } = owner;
  const drafts = useLiveOwnerDrafts(ownerKey);
  const [editing, setEditing] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const draftOf = (page: string): Draft | undefined => drafts?.get(flowPageId(flow, page));
  const answersOf = (page: string): Answers | null => draftOf(page)?.answers ?? null;
  const sections = reviewSectionsFor(review, answersOf).map((section) => ({
    ...section,
    heading: headings?.[section.page] ?? section.heading,
  }));
  const definitions = usePageDefinitions(sections.map(({ page }) => flowPageId(flow, page)));

  // The review page counts as saved (spec: 'Close and finish later' asks nothing here).
  useEffect(() => setPageHasUnsavedChanges(false), []);

  const loadProblem = useReviewCopies(flow, owner);

  const backPath = givenBackPath ?? reviewBackPath({ ...flow, review }, answersOf);

  if (!drafts || !definitions) return <FullPageLoader label="Loading your answers…" />;

  const apply = async (page: string, answers: Answers) => {
    const sent = await draftStore.flush(
      {
        ownerKey,
        pageId: flowPageId(flow, page),
        savePath: flowPagePath(flow, page),
        meta: owner.meta,
      },
      answers,
    );
    onAnswersChange?.(page, answers);
    return sent;
  };

  const confirm = async () => {
    setProblem(null);
    const incomplete = reviewSectionProblem(sections, definitions, draftOf);
    if (incomplete) {
      setProblem(incomplete);
      return;
    }
    // A flow that files nothing from here goes on where it says (registration: the checkout).
    if ((!flow.submission && !review.next) || owner.individualId === undefined) {
      onConfirm?.();
      return;
    }
    setSubmitting(true);
    try {
      const unsent = await unsentAnswers(flow, ownerKey);
      if (unsent) {
        setProblem(unsent);
        return;
      }
      // Submitted from a later step (the operating agreement's): every answer is saved now.
      if (review.next) {
        navigate(`/${flow.key}/${review.next}`);
        return;
      }
      await fileFlow();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
      setProblem(message);
      // A flow whose spec words its failure says it as a toast too (foundation §8).
      const failure = flow.submission?.toasts?.failure;
      if (failure) toast.error(`${failure}: ${message}`);
    } finally {
      setSubmitting(false);
    }
  };

  const editingSection = editing === null ? null : sections[editing];
  const editingDefinition: PageDefinition | null | undefined =
    editing === null ? null : definitions[editing];

  return (
    <div className="ch-flow-review">
      {showHeader ? (
        <PageHeader title={title} subtitle={review.subtitle} />
      ) : (
        <p className="ch-flow-review__intro">{review.subtitle}</p>
      )}
      <StorageProblemNotice />
      {loadProblem && <Notice tone="error">{loadProblem}</Notice>}
      {intro}
      <ReviewSections
        sections={sections}
        definitions={definitions}
        answersOf={answersOf}
        onEdit={setEditing}
        extrasOf={sectionExtras}
      />
      <StepActions
        problems={[blocked, problem]}
        backTo={backPath}
        action="Confirm and Continue"
        onAction={() => void confirm()}
        isPending={submitting}
        isDisabled={!!blocked}
      />
      {editingSection && editingDefinition && (
        <EditPageModal
          title={editingSection.modalTitle}
          subtitle={editingSection.modalSubtitle}
          definition={editingDefinition}
          answers={{
            ...modalContext?.(editingSection.page),
            ...answersOf(editingSection.page),
          }}
          applyLabel={editingSection.applyLabel}
          list={list}
          onApply={async (answers) => {
            setProblem(null);
            await apply(editingSection.page, answers);
          }}
          onClose={() => setEditing(null)}
          aside={modalAside && ((answers) => modalAside(editingSection.page, answers))}
        />
      )}
    </div>
  );
}
