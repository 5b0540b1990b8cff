import { isFields } from '../../src/domain/business-record';
import {
  reviewedPage1,
  reviewedPage1OfRecord,
  reviewedPage4,
  type BusinessReviewData,
} from '../../src/domain/business-review';
import { flowPageId } from '../../src/domain/flows/flow';
import { FORMATION_FLOW } from '../../src/domain/flows/formation-flow';
import type {
  FilingAnswerSchema,
  OwnFilingAnswer,
} from '../../src/domain/contracts/filing-response';
import { normalizeServiceStatus } from '../../src/domain/services/service-statuses';
import type { Database } from '../db/database';
import { BusinessService, businessRecord, findOwnerBusiness, type Business } from './businesses';
import type { FilingInput, FlowFiling, Refusal, SubmissionTarget } from './flow-submissions';
import type { PageAnswersService } from './page-answers';
import { LLC_FORMATION_SERVICE, serviceStatusOf } from './service-statuses';

/*
 * What the flows that act on the owner's formed business share (the registered agent and the
 * certificate of good standing, spec foundation §2 and §7): their review of that business, and
 * the check that the business a submission names is the owner's and formed.
 */

const PAGE1 = flowPageId(FORMATION_FLOW, 'page1');
const PAGE4 = flowPageId(FORMATION_FLOW, 'page4');

/**
 * The review keyed page_1 and page_4 (spec dashboard §3): the business as its formation filed
 * it (what the state has on file); a page the record does not hold, or every page before the
 * formation is filed, from the owner's saved formation answers.
 */
export async function readBusinessReview(
  db: Database,
  pages: PageAnswersService,
  individualId: number,
): Promise<BusinessReviewData> {
  const business = await findOwnerBusiness(db, individualId);
  const saved = await pages.findMany({ individualId }, [PAGE1, PAGE4]);
  const savedPage1 = saved.get(PAGE1)?.answers;
  const savedPage4 = saved.get(PAGE4)?.answers;
  const recordAgent = business?.registeredAgent;
  return {
    individual_id: individualId,
    business_id: business ? String(business.id) : null,
    page_1: business
      ? reviewedPage1OfRecord(businessRecord(business))
      : savedPage1
        ? reviewedPage1(savedPage1)
        : null,
    page_4: isFields(recordAgent)
      ? reviewedPage4(recordAgent)
      : savedPage4
        ? reviewedPage4(savedPage4)
        : null,
  };
}

/** The largest id a business row can have (a Postgres integer). */
const MAX_BUSINESS_ID = 2_147_483_647;

/** The business id a request names, as a row id; null for digits no row can have. */
export function businessIdOf(digits: string): number | null {
  const id = Number(digits);
  return Number.isInteger(id) && id >= 1 && id <= MAX_BUSINESS_ID ? id : null;
}

/** Another owner's business answers as a missing one does (decision 0031): ids tell nothing. */
export const NO_SUCH_BUSINESS = 'You have no business with this business_id';

/**
 * The owner's own formed business, for a flow that needs one (dashboard §4: amendment, annual
 * report and operating agreement need formation ACTIVE): an ACTIVE formation and the business
 * it formed; otherwise 409 with the flow's 'formation required' notice.
 */
export async function ownerFormedBusiness(
  db: Database,
  individualId: number,
  formationRequired: string,
): Promise<{ refused: Refusal } | { context: Business }> {
  const formation = await serviceStatusOf(db, individualId, LLC_FORMATION_SERVICE);
  const business = await findOwnerBusiness(db, individualId);
  if (!business || formation === undefined || normalizeServiceStatus(formation) !== 'ACTIVE') {
    return { refused: { status: 409, body: { message: formationRequired } } };
  }
  return { context: business };
}

/**
 * The prerequisite of a flow acting on the formed business: the business the request names is
 * the owner's (404 otherwise, like a missing one), and the formation is ACTIVE (409 with the
 * service's 'formation required' notice otherwise): the state acts only on a formed LLC, and
 * the dashboard lets these services continue only then (decisions 0022 and 0049).
 */
function formedBusinessPrerequisite(
  formationRequired: string,
): FlowFiling<Business>['prerequisite'] {
  return async (db: Database, individualId: number, target: SubmissionTarget) => {
    const business = await namedOwnBusiness(db, individualId, target);
    if ('refused' in business) return business;
    const formation = await serviceStatusOf(db, individualId, LLC_FORMATION_SERVICE);
    if (formation === undefined || normalizeServiceStatus(formation) !== 'ACTIVE') {
      return { refused: { status: 409, body: { message: formationRequired } } };
    }
    return business;
  };
}

/**
 * The business a submission names, when it is the owner's (its context); another owner's, or
 * none, answers 404 as a missing one does (decision 0031).
 */
export async function namedOwnBusiness(
  db: Database,
  individualId: number,
  { businessId }: SubmissionTarget,
): Promise<{ refused: Refusal } | { context: Business }> {
  const business =
    businessId === null ? null : await new BusinessService(db).findOwned(businessId, individualId);
  return business
    ? { context: business }
    : { refused: { status: 404, body: { message: NO_SUCH_BUSINESS } } };
}

/** What a flow acting on the business is: its messages, its answer, and what it keeps. */
export interface BusinessFilingSpec<Answer extends FilingAnswerSchema> {
  notPurchased: string;
  alreadySubmitted: string;
  /** The service's notice while the formation is not ACTIVE (409). */
  formationRequired: string;
  /** The flow's filing answer (src/domain/contracts/filing-answers.ts). */
  answer: Answer;
  /**
   * What the filing keeps besides the status change (the registered agent's appointment
   * request), answered as its own members besides business_id; none when it keeps nothing.
   */
  keep?: (
    db: Database,
    input: FilingInput<Business>,
  ) => Promise<Omit<OwnFilingAnswer<Answer>, 'business_id'>>;
}

/**
 * The filing of a flow acting on the owner's formed business: the prerequisite above, then
 * what it keeps; the body says which business it was submitted for.
 */
export function businessFiling<Answer extends FilingAnswerSchema>({
  notPurchased,
  alreadySubmitted,
  formationRequired,
  answer,
  keep,
}: BusinessFilingSpec<Answer>): FlowFiling<Business, Answer> {
  return {
    notPurchased,
    alreadySubmitted,
    prerequisite: formedBusinessPrerequisite(formationRequired),
    async file(db, input) {
      const kept = keep ? await keep(db, input) : {};
      // Its schema names business_id and what `keep` answers; the generic type cannot see that.
      const body = { business_id: input.context.id, ...kept } as unknown as OwnFilingAnswer<Answer>;
      return { body };
    },
    response: answer,
  };
}

/** ownerFormedBusiness with its notice given first: a filing's prerequisite (the amendment's). */
export const activeFormationBusiness =
  (formationRequired: string) => (db: Database, individualId: number) =>
    ownerFormedBusiness(db, individualId, formationRequired);
