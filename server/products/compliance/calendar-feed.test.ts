import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCalendarFeed } from '../../../tests/support/ical-feed';
import type {
  CalendarFeedStatus,
  ComplianceCalendar,
  NewCalendarFeed,
} from '../../../src/domain/compliance/compliance-calendar';
import { addCalendarDays } from '../../../src/domain/estimates/calendar-date';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { ownerFormedInState, TEXAS } from '../../test-support/formed-in-state';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/test-app';

const FEED_URL = new RegExp(
  `^${TEST_PUBLIC_URL}/api/v1/compliance/calendar/[A-Za-z0-9_-]{43}\\.ics$`,
);

describe('the private calendar feed', () => {
  let t: TestApp;
  let rosa: SignedInOwner & { businessId: number };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
    rosa = await ownerFormedInState(t, 'rosa', { businessName: 'Bluebonnet Bikes', place: TEXAS });
  });
  afterAll(() => t.close());

  const feedPath = `/api/v1/compliance/calendar-feed`;
  const status = async (owner: SignedInOwner) =>
    (await asOwner(t, owner)(`${feedPath}/${owner.id}`)).json() as CalendarFeedStatus;
  const newLink = async (owner: SignedInOwner) => {
    const response = await asOwner(t, owner)(`${feedPath}/${owner.id}`, { method: 'POST' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as NewCalendarFeed;
  };
  /** What a calendar application gets at the address: no token, no cookie. */
  const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

  it('is made on request, shown once, and fetched without a token as text/calendar', async () => {
    expect(await status(rosa)).toEqual({ individual_id: rosa.id, active: false, created_at: null });
    const link = await newLink(rosa);
    expect(link.url).toMatch(FEED_URL);
    expect(await status(rosa)).toEqual({
      individual_id: rosa.id,
      active: true,
      created_at: link.created_at,
    });
    // The status never carries the address: only its hash is kept.
    expect(JSON.stringify(await status(rosa))).not.toContain(new URL(link.url).pathname);

    const feed = await fetchFeed(link.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-cache');
  });

  it('puts each deadline of the next two years on its day, with its fee, words and source', async () => {
    const { url } = await newLink(rosa);
    const calendar = (
      await asOwner(t, rosa)(`/api/v1/compliance/deadlines/${rosa.id}`)
    ).json() as ComplianceCalendar;
    const [report, franchiseTax] = calendar.deadlines as Array<{ due: string }>;
    const { name, events } = readCalendarFeed((await fetchFeed(url)).body);

    expect(name).toBe('Bluebonnet Bikes LLC — deadlines');
    const horizon = addCalendarDays(calendar.today, 2 * 366);
    const reports = events.filter((event) => event.uid.startsWith('annual-report-'));
    expect(reports[0]).toEqual({
      uid: `annual-report-${report!.due}-${rosa.id}@charter.test`,
      summary: 'Texas annual report due — Bluebonnet Bikes LLC',
      description: expect.stringContaining(`State fee: $0.00 (source: https://`),
      start: report!.due,
      allDay: true,
      url: `${TEST_PUBLIC_URL}/compliance`,
      alarms: ['-PT15H'],
    });
    expect(reports[0]!.description).toContain(
      'Texas’s rule, as written: “May 15” (source: https://',
    );
    expect(reports[0]!.description).toContain('US LLC State Requirements Dataset');
    for (const event of reports) {
      expect(event.start.slice(5)).toBe('05-15');
      expect(event.start <= horizon).toBe(true);
    }
    expect(reports.length).toBeGreaterThanOrEqual(1);
    const taxes = events.filter((event) => event.uid.startsWith('recurring-fee-1-'));
    expect(taxes[0]).toMatchObject({
      summary: 'Texas Franchise Tax due — Bluebonnet Bikes LLC',
      start: franchiseTax!.due,
      description: expect.stringContaining('Amount: $0.00 or more, depending on revenue'),
    });
    expect(events).toHaveLength(reports.length + taxes.length);

    // Fetched again, the same events keep their UIDs: calendar applications update them.
    const again = readCalendarFeed((await fetchFeed(url)).body);
    expect(again.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it('stops answering the old address once a new one is made, and any once revoked', async () => {
    const first = await newLink(rosa);
    const second = await newLink(rosa);
    expect(second.url).not.toBe(first.url);
    const replaced = await fetchFeed(first.url);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toEqual({ message: expect.stringContaining('revoked or replaced') });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const revoked = await asOwner(t, rosa)(`${feedPath}/${rosa.id}`, { method: 'DELETE' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ individual_id: rosa.id, active: false, created_at: null });
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await status(rosa)).active).toBe(false);
  });

  it('answers 400 to an address that is not a feed token, and 404 to one nobody holds', async () => {
    const malformed = await t.app.inject('/api/v1/compliance/calendar/not-a-token.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.any(String) });
    const unknown = await t.app.inject(`/api/v1/compliance/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only its owner see, make or revoke their link', async () => {
    const other = await signedInOwner(t, 'other');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await asOwner(t, other)(`${feedPath}/${rosa.id}`, { method });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `${feedPath}/${rosa.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the calendar feed’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('holds back a client address fetching feeds too often', async () => {
    const url = `/api/v1/compliance/calendar/${'B'.repeat(43)}.ics`;
    const answers = [];
    for (let fetch = 0; fetch < 4; fetch += 1) answers.push((await t.app.inject(url)).statusCode);
    expect(answers).toEqual([404, 404, 404, 429]);
  });
});
