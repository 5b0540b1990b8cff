import {
  flowPageId,
  possiblePages,
  reviewSectionsFor,
  type Flow,
  type FlowReview,
} from '../../src/domain/flows/flow';
import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { validatePage, type FieldErrors } from '../../src/domain/questionnaire/validate-page';
import type { Database } from '../db/database';
import type { PageAnswersService, SavedPage } from './page-answers';

type FindPage = (id: string) => PageDefinition | undefined;
import type { Refusal } from './flow-submissions';

/**
 * A page the review shows: its name, its definition and its saved answers, if any; or, never
 * saved, the answers the flow proposes from what the server knows (the operating agreement's,
 * from the formation), which the review shows and the submission takes until the owner saves.
 */
export interface ReviewedPage {
  name: string;
  id: string;
  definition: PageDefinition;
  saved: SavedPage | undefined;
  proposed: Answers | undefined;
}

/** What a flow proposes for its pages never saved, by page name. */
export type ReviewProposals = Readonly<Record<string, Answers>>;

/** What a flow proposes for its reviewed pages the owner has not saved, from what the server knows. */
export type ProposePages = (db: Database, individualId: number) => Promise<ReviewProposals>;

/** The answers a reviewed page stands for: saved, else proposed; none when neither. */
export const reviewedAnswers = (page: ReviewedPage | undefined): Answers | undefined =>
  page?.saved?.answers ?? page?.proposed;

/** A flow with a review, as the review and submission read it. */
export type ReviewedFlow = Flow & { review: FlowReview };

/**
 * Every page the flow's review may show, with its definition: a flow whose review names a page
 * the server does not define is a bug, found when the routes are registered.
 */
export function reviewDefinitions(
  flow: ReviewedFlow,
  findPage: FindPage,
): Map<string, PageDefinition> {
  const names = new Set(flow.review.sections.flatMap((section) => possiblePages(section.page)));
  return new Map(
    [...names].map((name) => {
      const definition = findPage(flowPageId(flow, name));
      if (!definition) throw new Error(`The ${flow.key} review shows ${name}, which has no page`);
      return [name, definition];
    }),
  );
}

/**
 * The pages the owner's review shows, in its order: each section's page, an answer-chosen one
 * (EIN's industry sub-page) once the answer choosing it is saved.
 */
export async function readReview(
  pages: PageAnswersService,
  flow: ReviewedFlow,
  definitions: ReadonlyMap<string, PageDefinition>,
  individualId: number,
  proposals: ReviewProposals = {},
): Promise<ReviewedPage[]> {
  const ids = [...definitions.keys()].map((name) => flowPageId(flow, name));
  const saved = await pages.findMany({ individualId }, ids);
  const savedPage = (name: string) => saved.get(flowPageId(flow, name));
  const proposed = (name: string) => (savedPage(name) ? undefined : proposals[name]);
  return reviewSectionsFor(flow.review, (name) => savedPage(name)?.answers ?? proposed(name)).map(
    ({ page }) => ({
      name: page,
      id: flowPageId(flow, page),
      definition: definitions.get(page)!,
      saved: savedPage(page),
      proposed: proposed(page),
    }),
  );
}

/**
 * Why the reviewed pages cannot be submitted, or null: pages never saved (422 `missing`, by
 * page id), or answers the rules refuse now (422 `errors` per page id). Pages were valid when
 * saved; the rules may have changed since, so they are checked again.
 */
export function reviewProblems(reviewed: readonly ReviewedPage[]): Refusal | null {
  const missing = reviewed.filter((page) => !reviewedAnswers(page)).map((page) => page.id);
  if (missing.length > 0) {
    return {
      status: 422,
      body: { message: 'Please complete every step before submitting', missing },
    };
  }
  const errors: Record<string, FieldErrors> = {};
  for (const page of reviewed) {
    const pageErrors = validatePage(page.definition, reviewedAnswers(page)!);
    if (Object.keys(pageErrors).length > 0) errors[page.id] = pageErrors;
  }
  if (Object.keys(errors).length === 0) return null;
  return {
    status: 422,
    body: { message: 'Please correct the highlighted answers before submitting', errors },
  };
}

/** Reads an owner's review of one flow: its pages' definitions, saved answers and proposals. */
export interface ReviewReader {
  definitions: ReadonlyMap<string, PageDefinition>;
  read(individualId: number): Promise<ReviewedPage[]>;
}

/**
 * The review reader of a flow, as its review route, its submission and its own routes (the
 * operating agreement's preview) read it; `propose` fills pages never saved.
 */
export function reviewReader(
  flow: ReviewedFlow,
  { db, pages, findPage }: { db: Database; pages: PageAnswersService; findPage: FindPage },
  propose?: ProposePages,
): ReviewReader {
  const definitions = reviewDefinitions(flow, findPage);
  return {
    definitions,
    read: async (individualId) =>
      readReview(
        pages,
        flow,
        definitions,
        individualId,
        propose ? await propose(db, individualId) : {},
      ),
  };
}
