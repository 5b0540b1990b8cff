import type { ProductKey } from '../../src/domain/checkout/product-keys';
import type {
  FiledCommon,
  FilingAnswerSchema,
  OwnFilingAnswer,
} from '../../src/domain/contracts/filing-response';
import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { isBoughtStatus } from '../../src/domain/services/formation-rules';
import { serviceNameOf } from '../../src/domain/services/service-names';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import { lockAccount } from './accounts';
import { latestOrderOf, setServiceStatus, statusHistoryOf } from './service-statuses';
import { canResubmit, RESUBMITTED_ONCE } from '../../src/domain/services/service-orders';

/** An answer refusing the submission: its status and body ({ message }, and more per case). */
export interface Refusal {
  status: number;
  body: { message: string } & Record<string, unknown>;
}

/** The statuses a flow may be submitted from: bought and not started, or refused and corrected. */
const SUBMITTABLE_STATUSES: ReadonlySet<string> = new Set(['PURCHASED', 'REJECTED']);
const SUBMITTED = 'SUBMITTED';

/**
 * Whether the owner has handed a service in: they bought it and it is no longer waiting for
 * their submission (SUBMITTED and every status after it, a rejection excepted).
 */
export function isHandedIn(status: string | undefined): boolean {
  return isBoughtStatus(status) && !SUBMITTABLE_STATUSES.has(status!);
}

/** What a flow's own filing step is given: the owner, the reviewed pages and the moment. */
export interface FilingInput<Context> {
  individualId: number;
  /** A reviewed page's saved answers, by page name ('page1', 'retail'). */
  answersOf: (page: string) => Answers;
  /** A reviewed page's definition, by page name: its fields' labels and options. */
  definitionOf: (page: string) => PageDefinition;
  submittedAt: Date;
  /** Where the filing keeps what it writes (pass the filing's transaction along to it). */
  documents: DocumentStore;
  /** What the flow's prerequisite found (EIN: the owner's business). */
  context: Context;
}

/**
 * What the request names besides its owner: the business a flow acting on the formed business
 * names (registered agent, certificate: spec foundation §7), null for a questionnaire's.
 */
export interface SubmissionTarget {
  businessId: number | null;
}

/**
 * A flow's own part of its submission (formation files the business; EIN writes its
 * application document). Both steps run inside the submission's transaction, after the checks
 * every flow shares, so what they write is kept only with the status change, and only once.
 * Method syntax on purpose: a filing with its own Context stands in the registry of them all.
 * Its answer is its flow's filing contract (src/domain/contracts/filing-answers.ts).
 */
export interface FlowFiling<
  Context = unknown,
  Answer extends FilingAnswerSchema = FilingAnswerSchema,
> {
  /** Why the owner cannot submit before buying the service (403). */
  notPurchased: string;
  /** Why a second submission is refused (409). */
  alreadySubmitted: string;
  /**
   * What the flow needs before its answers are even looked at (EIN: a bought formation; the
   * registered agent: the owner's business, formed), and what it found; a refusal otherwise.
   */
  prerequisite(
    db: Database,
    individualId: number,
    target: SubmissionTarget,
  ): Promise<{ refused: Refusal } | { context: Context }>;
  /**
   * Files the flow: its own members of the 200 body (the submission adds what every filing
   * answers), or a refusal that leaves nothing written.
   */
  file(
    db: Database,
    input: FilingInput<Context>,
  ): Promise<{ refused: Refusal } | { body: OwnFilingAnswer<Answer> }>;
  /** The JSON schema of the 200 body, for the route and the API document. */
  response: Answer;
}

export interface Submission {
  productKey: ProductKey;
  filing: FlowFiling;
  individualId: number;
  target: SubmissionTarget;
  /** Why the reviewed pages cannot be filed (422: missing or invalid), or null. */
  pageProblems: Refusal | null;
  answersOf: FilingInput<unknown>['answersOf'];
  definitionOf: FilingInput<unknown>['definitionOf'];
  documents: DocumentStore;
  now: Date;
}

/**
 * The pages of a submission that reviews none (a flow acting on the formed business, or one
 * whose request carries its answers, the licence report's): the filing reads what its
 * prerequisite found, or the request.
 */
export const NO_PAGES: Pick<Submission, 'pageProblems' | 'answersOf' | 'definitionOf'> = {
  pageProblems: null,
  answersOf: () => ({}),
  definitionOf: (name: string): never => {
    throw new Error(`${name} is not a page this submission reviews`);
  },
};

const refusal = (status: number, message: string) => ({ refused: { status, body: { message } } });

/**
 * The one submission of an owner-keyed flow (issue 14), in one transaction holding the owner's
 * lock, so two submissions at once (two devices, two keys) file once: the service must be
 * bought (403) and not handed in already (409); then the flow's prerequisite, then its pages
 * (422), then its own filing; last, the service becomes SUBMITTED, and the answer is what every
 * filing answers with the flow's own members.
 */
export async function submitFlow(db: Database, submission: Submission) {
  const { filing, individualId, now } = submission;
  const service = serviceNameOf(submission.productKey);
  const outcome = await db.transaction(
    async (tx): Promise<{ refused: Refusal } | { body: FiledCommon }> => {
      await lockAccount(tx, individualId);
      const order = await latestOrderOf(tx, individualId, service);
      const status = order?.status;
      if (!isBoughtStatus(status)) return refusal(403, filing.notPurchased);
      if (isHandedIn(status)) return refusal(409, filing.alreadySubmitted);
      // A rejected order is corrected and submitted again once (decision 0090), free.
      if (status === 'REJECTED' && !canResubmit(status, await statusHistoryOf(tx, order!.id))) {
        return refusal(409, RESUBMITTED_ONCE);
      }
      const prerequisite = await filing.prerequisite(tx, individualId, submission.target);
      if ('refused' in prerequisite) return prerequisite;
      if (submission.pageProblems) return { refused: submission.pageProblems };
      const filed = await filing.file(tx, {
        individualId,
        answersOf: submission.answersOf,
        definitionOf: submission.definitionOf,
        documents: submission.documents,
        submittedAt: now,
        context: prerequisite.context,
      });
      if ('refused' in filed) return filed;
      await setServiceStatus(tx, individualId, service, SUBMITTED, now);
      const common = {
        product_key: submission.productKey,
        status: SUBMITTED,
        submitted_at: now.toISOString(),
      } as const;
      return { body: { ...common, ...filed.body } };
    },
  );
  return outcome;
}
