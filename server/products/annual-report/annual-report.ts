import { and, eq, like } from 'drizzle-orm';
import { asksWageLawQuestion, WAGE_LAW_STATES } from '../../../src/domain/annual-report/wage-law';
import { addressAnswers, filedBusinessName } from '../../../src/domain/business-record';
import { annualReportFiled } from '../../../src/domain/contracts/filing-answers';
import { ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE } from '../../../src/domain/flows/annual-report-flow';
import { flowPageId } from '../../../src/domain/flows/flow';
import {
  ANNUAL_REPORT_ID,
  type StateDeadline,
} from '../../../src/domain/compliance/state-deadlines';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import { charterDay } from '../../compliance/charter-days';
import { recordDeadlineFiled } from '../../compliance/deadline-filings';
import type { JobEngine } from '../../jobs/job-engine';
import { ownerCalendar } from '../../compliance/owner-calendar';
import type { Database } from '../../db/database';
import { annualReportFilings, pageAnswers } from '../../db/schema';
import { businessRecord, findOwnerBusinessRecord, type Business } from '../../services/businesses';
import type { ReviewProposals } from '../../services/flow-review';
import type { FlowFiling } from '../../services/flow-submissions';
import { ownerFormedBusiness } from '../../services/formed-business';

/*
 * The annual report's own server side (decision 0054): the report's facts for the owner's
 * formed business (init), the pages proposed from the business record, the filing (through the
 * one submission) that keeps the occurrence it is for, and, once the state has filed it (the
 * back office sets ACTIVE), that occurrence recorded so the compliance calendar moves on.
 */

/** The spec's 'formation required' notice of the annual report (dashboard §4). */
export const ANNUAL_REPORT_NEEDS_FORMATION = FORMATION_REQUIRED_NOTICES.LLC_ANNUAL_REPORT;

export const ANNUAL_REPORT_NOT_PURCHASED = 'Please purchase the annual report before filing it';

/** Why a report in a state asking the wage-law question cannot be filed without its answer. */
export const WAGE_LAW_UNANSWERED =
  'Please answer the wage law question: your state asks it in the annual report';

/**
 * The owner's formed business, the one the report is filed for: a formation the state approved
 * (ACTIVE, dashboard §4 "Amendment, annual report and operating agreement need formation
 * ACTIVE") and its business record; a refusal (409 with the spec's notice) otherwise.
 */
export const formedBusinessOf = (db: Database, individualId: number) =>
  ownerFormedBusiness(db, individualId, ANNUAL_REPORT_NEEDS_FORMATION);

/** The calendar's annual report of the business: the occurrence due next, with its source. */
async function annualReportDeadline(
  db: Database,
  individualId: number,
  at: Date,
): Promise<StateDeadline | null> {
  const calendar = await ownerCalendar(db, individualId, charterDay(at));
  return calendar.deadlines.find((deadline) => deadline.id === ANNUAL_REPORT_ID) ?? null;
}

/**
 * What POST /v1/annual_report/init answers: the business the report is for, whether its state
 * asks the wage-law question (and so the pages the owner goes through), and the occurrence due
 * next with its fee and source, from the same state data as the compliance calendar.
 */
export async function annualReportFacts(db: Database, individualId: number, business: Business) {
  const record = businessRecord(business);
  const asksWageLaw = asksWageLawQuestion(business.stateCode);
  return {
    individual_id: individualId,
    business_id: business.id,
    business_name: filedBusinessName(record),
    state: business.state,
    state_code: business.stateCode,
    wage_law: {
      asked: asksWageLaw,
      source: WAGE_LAW_STATES.find((state) => state.code === business.stateCode)?.source ?? null,
    },
    pages: ANNUAL_REPORT_FLOW.pages
      .filter((page) => page.kind === 'question' && (asksWageLaw || page.name !== WAGE_LAW_PAGE))
      .map((page) => page.name),
    started: await hasSavedPages(db, individualId),
    deadline: await annualReportDeadline(db, individualId, new Date()),
  };
}

/** Whether the owner has saved any page of the report (a report not started opens at page1). */
async function hasSavedPages(db: Database, individualId: number): Promise<boolean> {
  const [saved] = await db
    .select({ pageId: pageAnswers.pageId })
    .from(pageAnswers)
    .where(
      and(
        eq(pageAnswers.individualId, individualId),
        like(pageAnswers.pageId, `${ANNUAL_REPORT_FLOW.key}/%`),
      ),
    )
    .limit(1);
  return saved !== undefined;
}

/**
 * The annual report's pages as the business record stands (decision 0054, as the operating
 * agreement's, decision 0050): the location is the business's business and mailing addresses,
 * the managers its owners with their percentages. Nothing without a business.
 */
export async function proposeAnnualReportPages(
  db: Database,
  individualId: number,
): Promise<ReviewProposals> {
  const record = await findOwnerBusinessRecord(db, individualId);
  if (!record) return {};
  const address = (type: 'business' | 'mailing') =>
    record.addresses.find((candidate) => candidate.type === type);
  return {
    page1: {
      ...addressAnswers('business_', address('business')),
      // A business that gave no mailing address receives its mail at the business address.
      ...addressAnswers('mailing_', address('mailing') ?? address('business')),
    },
    page2: {
      [ANNUAL_REPORT_FLOW.list.field]: record.owners.map((owner) => ({
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        address_prefill: false,
        ...addressAnswers('', owner),
        percentage: owner.percentage ?? 100,
      })),
    },
  };
}

/**
 * The annual report's part of the one submission: the formation ACTIVE (409), the wage-law
 * answer where the state asks it (422, as a page never saved), then the occurrence it is filed
 * for kept with the filing; the body says what the confirmation shows.
 */
export const ANNUAL_REPORT_FILING: FlowFiling<Business, typeof annualReportFiled> = {
  notPurchased: ANNUAL_REPORT_NOT_PURCHASED,
  alreadySubmitted: 'Your annual report has already been submitted',
  prerequisite: (db, individualId) => formedBusinessOf(db, individualId),
  async file(db, { individualId, answersOf, submittedAt, context: business }) {
    if (asksWageLawQuestion(business.stateCode) && !answersOf(WAGE_LAW_PAGE).violation) {
      return {
        refused: {
          status: 422,
          body: {
            message: WAGE_LAW_UNANSWERED,
            missing: [flowPageId(ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE)],
          },
        },
      };
    }
    const deadline = await annualReportDeadline(db, individualId, submittedAt);
    const due = deadline && 'due' in deadline ? deadline.due : null;
    const filing = { businessId: business.id, dueOn: due, submittedAt };
    await db
      .insert(annualReportFilings)
      .values({ individualId, ...filing })
      .onConflictDoUpdate({ target: annualReportFilings.individualId, set: filing });
    return { body: { business_id: business.id, due_date: due } };
  },
  response: annualReportFiled,
};

/**
 * The back office has set the annual report ACTIVE (the state filed it): the occurrence kept
 * with the filing is recorded as filed, so the calendar and its reminders move on to the next
 * (decision 0052). Runs in changeServiceStatus's transaction; nothing without a dated filing.
 */
export async function annualReportFiledByState(
  jobs: JobEngine,
  db: Database,
  individualId: number,
  at: Date,
): Promise<void> {
  const [filing] = await db
    .select()
    .from(annualReportFilings)
    .where(eq(annualReportFilings.individualId, individualId));
  if (!filing?.dueOn) return;
  await recordDeadlineFiled(
    jobs,
    db,
    {
      individualId,
      businessId: filing.businessId,
      deadlineId: ANNUAL_REPORT_ID,
      due: filing.dueOn,
    },
    at,
  );
}
