import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNUAL_REPORT_FLOW } from '../../../src/domain/flows/annual-report-flow';
import { ANNUAL_REPORT_ID } from '../../../src/domain/compliance/state-deadlines';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import {
  ANNUAL_REPORT_NEEDS_FORMATION,
  ANNUAL_REPORT_NOT_PURCHASED,
  WAGE_LAW_UNANSWERED,
} from './annual-report';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { annualReportFilings, deadlineFilings } from '../../db/schema';
import { serviceStatusOf } from '../../services/service-statuses';
import { setOwnerServiceStatus } from '../../ops/ops-commands';
import { WAGE_LAW_NO } from './annual-report-pages';
import {
  ownerWithFormedBusiness,
  type FormedBusinessOwner,
} from '../../test-support/formed-business';
import { asOwner } from '../../test-support/owners';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** A California LLC (its report asks the wage-law question, decision 0054). */
const CALIFORNIA_PAGE1 = {
  business_street_address1: '1 Market St',
  business_street_address2: '',
  business_city: 'San Francisco',
  business_state: 'California',
  business_zip_code: '94105',
};
const CALIFORNIA_PURCHASE = ['LLC_ANNUAL_REPORT', 'CA-LLC_ANNUAL_REPORT-STATE'];

const LOCATION = {
  business_street_address1: '1 Market St',
  business_street_address2: 'Suite 300',
  business_city: 'San Francisco',
  business_state: 'California',
  business_zip_code: '94105',
  mailing_street_address1: 'PO Box 7',
  mailing_street_address2: '',
  mailing_city: 'San Francisco',
  mailing_state: 'California',
  mailing_zip_code: '94106',
};

const manager = (n: number, percentage: number) => ({
  first_name: `Manager${n}`,
  last_name: 'Alvarez',
  email: `manager${n}@bluebonnet.example`,
  address_prefill: false,
  street_address1: `${n} Mission St`,
  street_address2: '',
  city: 'San Francisco',
  state: 'California',
  zip_code: '94105',
  percentage,
});

/** n managers with the spec's default split (an even share, the remainder on the last). */
const managers = (n: number) =>
  Array.from({ length: n }, (_, index) =>
    manager(index + 1, index === n - 1 ? 100 - Math.floor(100 / n) * (n - 1) : Math.floor(100 / n)),
  );

describe('the annual report (dashboard §7, decision 0054)', () => {
  let t: TestApp;
  let names = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  /** An owner of a formed business in California (or Texas), who bought `buys`. */
  const owner = ({
    state = 'CA',
    formationStatus,
    buys = state === 'CA' ? CALIFORNIA_PURCHASE : ['LLC_ANNUAL_REPORT'],
  }: { state?: 'CA' | 'TX'; formationStatus?: string; buys?: string[] } = {}) =>
    ownerWithFormedBusiness(t, `annual${++names}`, {
      businessName: `Golden Gate Bikes ${names}`,
      formationStatus,
      buys,
      ...(state === 'CA' ? { page1Changes: CALIFORNIA_PAGE1, buyState: 'ca' } : {}),
    });

  const api = (who: FormedBusinessOwner) => asOwner(t, who);
  const init = (who: FormedBusinessOwner, id = who.id) =>
    api(who)(`/api/v1/annual_report/init/${id}`, {
      method: 'POST',
      payload: { individual_id: id },
    });
  const save = (who: FormedBusinessOwner, segment: string, answers: object, key?: string) =>
    api(who)(`/api/v1/annual_report/${segment}`, {
      method: 'POST',
      payload: { ...answers, individual_id: who.id, updated_at: null },
      key,
    });
  const read = (who: FormedBusinessOwner, segment: string) =>
    api(who)(`/api/v1/annual_report/${segment}?individual_id=${who.id}`);
  const submit = (who: FormedBusinessOwner, key?: string) =>
    api(who)(`/api/v1/annual_report/submit?individual_id=${who.id}`, {
      method: 'POST',
      payload: { individual_id: who.id },
      key,
    });
  const statusOf = (who: { id: number }) =>
    serviceStatusOf(t.database.db, who.id, serviceNameOf('LLC_ANNUAL_REPORT'));
  const annualReportDue = async (who: FormedBusinessOwner) => {
    const calendar = (await api(who)(`/api/v1/compliance/deadlines/${who.id}`)).json() as {
      deadlines: Array<{ id: string; due?: string }>;
    };
    return calendar.deadlines.find((deadline) => deadline.id === ANNUAL_REPORT_ID)?.due;
  };
  const fillAll = async (who: FormedBusinessOwner, wageLaw = true) => {
    expect((await save(who, 'location', LOCATION)).statusCode).toBe(200);
    expect((await save(who, 'managers', { managers: managers(2) })).statusCode).toBe(200);
    if (wageLaw) {
      const answered = await save(who, 'wage-law-violations', { violation: WAGE_LAW_NO });
      expect(answered.statusCode).toBe(200);
    }
  };

  describe('init', () => {
    it('answers a California report: the wage-law page asked, the due date and fee with their source', async () => {
      const rosa = await owner();
      const response = await init(rosa);
      expect(response.statusCode).toBe(200);
      const facts = response.json();
      expect(facts).toMatchObject({
        individual_id: rosa.id,
        business_id: rosa.businessId,
        state: 'California',
        state_code: 'CA',
        wage_law: { asked: true, source: expect.stringContaining('Labor Code §200.5') },
        pages: ['page1', 'page2', 'wage-law-violations'],
        started: false,
      });
      expect(facts.business_name).toMatch(/^Golden Gate Bikes \d+ LLC$/);
      expect(facts.deadline).toMatchObject({
        id: ANNUAL_REPORT_ID,
        due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        fee: { status: 'sourced', cents: expect.any(Number), source_url: expect.any(String) },
        rule: { title: 'Biennial report', last_verified: expect.any(String) },
      });
    });

    it('answers a Texas report without the wage-law page', async () => {
      const response = await init(await owner({ state: 'TX' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        state_code: 'TX',
        wage_law: { asked: false, source: null },
        pages: ['page1', 'page2'],
      });
    });

    it('refuses: not bought 403, formation not ACTIVE 409, another owner 403', async () => {
      const notBought = await init(await owner({ buys: [] }));
      expect(notBought.statusCode).toBe(403);
      expect(notBought.json()).toEqual({ message: ANNUAL_REPORT_NOT_PURCHASED });
      const submitted = await init(await owner({ formationStatus: 'SUBMITTED' }));
      expect(submitted.statusCode).toBe(409);
      expect(submitted.json()).toEqual({ message: ANNUAL_REPORT_NEEDS_FORMATION });
      const rosa = await owner();
      const ivan = await owner();
      expect((await init(rosa, ivan.id)).statusCode).toBe(403);
      expect((await init(rosa, 0)).statusCode).toBe(400);
    });
  });

  describe('pages', () => {
    it('saves and reads location, managers (sent as managers) and the wage-law answer', async () => {
      const rosa = await owner();
      expect((await read(rosa, 'location')).statusCode).toBe(404);
      const saved = await save(rosa, 'location', LOCATION);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ ...LOCATION, individual_id: rosa.id });
      expect((await read(rosa, 'location')).json()).toMatchObject(LOCATION);
      expect((await init(rosa)).json().started).toBe(true);
      const team = await save(rosa, 'managers', { managers: managers(3) });
      expect(team.statusCode).toBe(200);
      expect(team.json().managers.map((row: { percentage: number }) => row.percentage)).toEqual([
        33, 33, 34,
      ]);
      const answer = await save(rosa, 'wage-law-violations', { violation: WAGE_LAW_NO });
      expect(answer.json()).toMatchObject({ violation: WAGE_LAW_NO });
    });

    it('has one address per page: the route names page1 and page2 are not found', async () => {
      const rosa = await owner();
      for (const segment of ['page1', 'page2', 'nope']) {
        expect((await read(rosa, segment)).statusCode).toBe(404);
        expect((await save(rosa, segment, LOCATION)).statusCode).toBe(404);
      }
    });

    it('refuses what the rules refuse: 422 with the messages per field', async () => {
      const rosa = await owner();
      const missing = await save(rosa, 'location', { ...LOCATION, business_city: '' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ business_city: 'Business city is required' });

      expect((await save(rosa, 'managers', { managers: managers(8) })).statusCode).toBe(200);
      const nine = await save(rosa, 'managers', { managers: managers(9) });
      expect(nine.statusCode).toBe(422);
      expect(nine.json().errors.managers).toMatch(/8/);

      const long = await save(rosa, 'wage-law-violations', { violation: 'x'.repeat(129) });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.violation).toBe(
        'Has any Manager or Member been issued a final judgment for violating wage laws? must not exceed 128 characters',
      );
      const noName = await save(rosa, 'managers', {
        managers: [{ ...manager(1, 100), first_name: '' }],
      });
      expect(noName.statusCode).toBe(422);
    });

    it("refuses another owner's pages: 403", async () => {
      const rosa = await owner();
      const ivan = await owner();
      const response = await api(rosa)(`/api/v1/annual_report/location`, {
        method: 'POST',
        payload: { ...LOCATION, individual_id: ivan.id, updated_at: null },
      });
      expect(response.statusCode).toBe(403);
      expect(
        (await api(rosa)(`/api/v1/annual_report/location?individual_id=${ivan.id}`)).statusCode,
      ).toBe(403);
      expect((await api(rosa)(`/api/v1/annual_report/review/${ivan.id}`)).statusCode).toBe(403);
    });

    it('reviews the location and managers proposed from the formed business until saved', async () => {
      const rosa = await owner();
      const review = await api(rosa)(`/api/v1/annual_report/review/${rosa.id}`);
      expect(review.statusCode).toBe(200);
      const { pages } = review.json();
      expect(Object.keys(pages)).toEqual(['page2', 'page1']);
      expect(pages.page1).toMatchObject({
        business_street_address1: '1 Market St',
        business_city: 'San Francisco',
        mailing_city: 'San Francisco',
        updated_at: null,
      });
      expect(pages.page2.managers).toEqual([
        expect.objectContaining({ first_name: 'Rosa', last_name: 'Alvarez', percentage: 100 }),
      ]);
      await fillAll(rosa);
      const saved = (await api(rosa)(`/api/v1/annual_report/review/${rosa.id}`)).json().pages;
      expect(Object.keys(saved)).toEqual(['wage-law-violations', 'page2', 'page1']);
      expect(saved.page1).toMatchObject(LOCATION);
    });
  });

  describe('the filing', () => {
    it('refuses an owner who has not bought it (403) or whose formation is not ACTIVE (409)', async () => {
      const notBought = await owner({ buys: [] });
      const refused = await submit(notBought);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ANNUAL_REPORT_NOT_PURCHASED });
      for (const formationStatus of ['SUBMITTED', 'IN_PROGRESS', 'REJECTED']) {
        const early = await owner({ formationStatus });
        const response = await submit(early);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: ANNUAL_REPORT_NEEDS_FORMATION });
        expect(await statusOf(early)).toBe('PURCHASED');
      }
    });

    it('asks a California owner for the wage-law answer: 422 naming the page', async () => {
      const rosa = await owner();
      await fillAll(rosa, false);
      const response = await submit(rosa);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: WAGE_LAW_UNANSWERED,
        missing: ['annual-report/wage-law-violations'],
      });
      expect(await statusOf(rosa)).toBe('PURCHASED');
    });

    it('files a Texas report without the wage-law page, from the proposed pages', async () => {
      const ivan = await owner({ state: 'TX' });
      const response = await submit(ivan);
      expect(response.statusCode).toBe(200);
      expect(await statusOf(ivan)).toBe('SUBMITTED');
    });

    it('files once: SUBMITTED with the due date filed for, the same key replaying it, another 409', async () => {
      const rosa = await owner();
      await fillAll(rosa);
      const due = await annualReportDue(rosa);
      const response = await submit(rosa, 'annual-report-0001');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        product_key: 'LLC_ANNUAL_REPORT',
        status: 'SUBMITTED',
        submitted_at: expect.any(String),
        business_id: rosa.businessId,
        due_date: due,
      });
      expect(await statusOf(rosa)).toBe('SUBMITTED');
      const replay = await submit(rosa, 'annual-report-0001');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(response.json());
      const again = await submit(rosa);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Your annual report has already been submitted');
      const kept = await t.database.db
        .select()
        .from(annualReportFilings)
        .where(eq(annualReportFilings.individualId, rosa.id));
      expect(kept).toEqual([expect.objectContaining({ businessId: rosa.businessId, dueOn: due })]);
    });

    it('moves the calendar on once the back office sets it ACTIVE (filed by the state)', async () => {
      const rosa = await owner({ state: 'TX' });
      const due = await annualReportDue(rosa);
      expect(due).toMatch(/^\d{4}-05-15$/);
      expect((await submit(rosa)).statusCode).toBe(200);
      // Submitted is not filed: the calendar still shows the occurrence.
      expect(await annualReportDue(rosa)).toBe(due);
      const request = { owner: String(rosa.id), service: 'LLC_ANNUAL_REPORT', status: 'ACTIVE' };
      await setOwnerServiceStatus(t.app.services.jobs, t.database.db, request, new Date());
      const next = await annualReportDue(rosa);
      expect(next).toBe(`${Number(due!.slice(0, 4)) + 1}-05-15`);
      const filed = await t.database.db
        .select()
        .from(deadlineFilings)
        .where(eq(deadlineFilings.businessId, rosa.businessId));
      expect(filed).toEqual([
        expect.objectContaining({ deadlineId: ANNUAL_REPORT_ID, dueOn: due }),
      ]);
    });
  });

  it('is the flow module the client reads', () => {
    expect(ANNUAL_REPORT_FLOW.submission.path).toBe('/v1/annual_report/submit');
  });
});
