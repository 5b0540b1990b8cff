import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { flowPage, stepLabel, type Flow } from '../domain/flows/flow';
import { FullPageLoader } from '../ui/full-page-loader';
import type { FlowOwner } from './flow-owner';
import { FlowQuestionStep, type QuestionExtras } from './flow-question-step';
import type { ListFieldOptions } from './list-field';

/** The review (Dexie's live queries, the edit modals) loads only there. */
const FlowReview = lazy(() => import('./flow-review').then((m) => ({ default: m.FlowReview })));

/** What a flow's own feature folder adds to its pages. */
export interface FlowExtras {
  /** Extras of one question page. */
  question?: QuestionExtras;
  /** The owners list options in the review's edit modal. */
  reviewList?: ListFieldOptions;
  /** Shown above the review's sections. */
  reviewIntro?: ReactNode;
  /** Section headings known only to the feature, by page (the annual report's business name). */
  reviewHeadings?: Readonly<Record<string, string>>;
  /** Where the review's Back goes instead of the flow's (a state skipping a page). */
  reviewBack?: string;
}

export interface FlowScreenProps {
  flow: Flow;
  owner: FlowOwner;
  /** The page name from the route. */
  pageName: string;
  /**
   * The flow's extras for a page, a hook called on every render of every page (formation:
   * the owner's contact and business address as prefills, its page notes).
   */
  useExtras?: (owner: FlowOwner, page: string) => FlowExtras;
  /** The flow's confirmation page (lazily loaded by the feature). */
  Confirmation: ComponentType;
  /**
   * The review of a flow whose review shows the business (its own cards on BusinessReview,
   * lazily loaded by the feature); a flow reviewing its pages gets the shared FlowReview.
   */
  Review?: ComponentType;
  /** The flow's own screens, for its pages of kind 'other' (lazily loaded by the feature). */
  OtherPage?: ComponentType<{ pageName: string; stepLabel: string }>;
}

const noExtras = (): FlowExtras => ({});

/**
 * A signed-in flow's screen: each page rendered by what its flow module says it is (a question
 * page on the engine, the review, the confirmation).
 */
export function FlowScreen({
  flow,
  owner,
  pageName,
  useExtras = noExtras,
  Confirmation,
  Review,
  OtherPage,
}: FlowScreenProps) {
  const extras = useExtras(owner, pageName);
  const page = flowPage(flow, pageName);
  if (!page || page.kind === 'modal' || (page.kind === 'other' && !OtherPage)) {
    return <Redirect to="/not-found" replace />;
  }
  // The step line from the flow itself: the route table knows a page known by its shape
  // (pagesByPattern) only by the shape's label.
  const label = stepLabel(flow, page);
  if (page.kind === 'question') {
    return (
      <FlowQuestionStep
        key={pageName}
        flow={flow}
        owner={owner}
        page={pageName}
        stepLabel={label}
        {...extras.question}
      />
    );
  }
  if (page.kind === 'review' && flow.review?.shows === 'business' && !Review) {
    throw new Error(`The ${flow.key} review shows the business: its feature gives the Review`);
  }
  return (
    <Suspense fallback={<FullPageLoader />}>
      {page.kind === 'review' && flow.review ? (
        Review ? (
          <Review />
        ) : (
          <FlowReview
            flow={flow}
            owner={owner}
            list={extras.reviewList}
            intro={extras.reviewIntro}
            headings={extras.reviewHeadings}
            backPath={extras.reviewBack}
          />
        )
      ) : page.kind === 'other' && OtherPage ? (
        <OtherPage pageName={pageName} stepLabel={label} />
      ) : (
        <Confirmation />
      )}
    </Suspense>
  );
}
