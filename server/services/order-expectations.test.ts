import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { stateFacts } from '../state-data/state-facts';
import { signedInOwner } from '../test-support/owners';
import { markBought } from '../test-support/purchases';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { expectedAnswer, IRS_EIN_TURNAROUND_SOURCE } from './order-expectations';
import { findLateOrders, tellLateOrders } from './late-orders';
import { setServiceStatus } from './service-statuses';

// Submitted Tuesday, November 3, 2026 at 10:00 in Chicago: the count starts that day.
const SUBMITTED = '2026-11-03T16:00:00.000Z';
const submitted = (status = 'IN_PROGRESS') => ({
  status,
  ordered_at: '2026-11-02T16:00:00.000Z',
  history: [
    { status: 'PURCHASED', changed_at: '2026-11-02T16:00:00.000Z' },
    { status: 'SUBMITTED', changed_at: SUBMITTED },
  ],
});
const inState = (code: string, filing: 'standard' | 'rapid' = 'standard') => ({
  facts: stateFacts(code),
  filing,
});

describe('when an order’s answer is expected', () => {
  it('counts a formation by the business days its state publishes, with the source', () => {
    const georgia = expectedAnswer('LLC_FORMATION', submitted(), inState('GA'));
    // 10 business days from November 3, Veterans Day (November 11) skipped.
    expect(georgia).toEqual({
      by: '2026-11-18',
      basis: expect.stringMatching(
        /^Georgia publishes 7–10 business days for an online filing \(as seen on \d{4}-\d\d-\d\d\)\.$/,
      ) as string,
      source_url: stateFacts('GA')!.standard_filing.published!.source_url,
      credit: 'US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0',
    });
  });

  it('says when the state publishes no time, and what the date counts instead', () => {
    const texas = expectedAnswer('LLC_FORMATION', submitted(), inState('TX'));
    expect(texas).toEqual({
      by: '2026-11-18',
      basis:
        "Texas publishes no processing time; this date counts Charter's usual 10 business days.",
      source_url: null,
    });
    const alaska = expectedAnswer('LLC_FORMATION', submitted(), inState('AK'));
    expect(alaska!.basis).toMatch(/^Alaska describes its time in words rather than days/);
    expect(alaska!.source_url).toMatch(/^https:\/\//);
  });

  it('counts the EIN by the IRS’s fax turnaround', () => {
    expect(expectedAnswer('EIN_APPLICATION', submitted('SUBMITTED'), inState('TX'))).toEqual({
      by: '2026-11-09',
      basis:
        'The IRS takes about 4 business days for an application sent by fax (IRS Publication 1635).',
      source_url: IRS_EIN_TURNAROUND_SOURCE,
      credit: null,
    });
  });

  it('gives no date where no processing time is on file, and none for work Charter does itself', () => {
    expect(expectedAnswer('CERT_GOOD_STANDING', submitted('SUBMITTED'), inState('TX'))).toEqual({
      by: null,
      basis:
        'Texas publishes no processing time for this filing that Charter has on file, so there is no expected date.',
      source_url: null,
      credit: null,
    });
    expect(expectedAnswer('LLC_OPERATING_AGREEMENT', submitted('SUBMITTED'), inState('TX'))).toBe(
      null,
    );
  });

  it('has none before the owner submits, nor once answered', () => {
    const bought = { ...submitted('PURCHASED'), history: submitted().history.slice(0, 1) };
    expect(expectedAnswer('EIN_APPLICATION', bought, inState('TX'))).toBeNull();
    expect(expectedAnswer('EIN_APPLICATION', submitted('ACTIVE'), inState('TX'))).toBeNull();
  });
});

describe('late orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are listed to the filing team once past their expected date, and only those', async () => {
    const late = await signedInOwner(t, 'late-ein');
    const onTime = await signedInOwner(t, 'on-time-ein');
    for (const owner of [late, onTime]) await markBought(t, owner, ['EIN_APPLICATION']);
    await setServiceStatus(
      t.database.db,
      late.id,
      'ein-application',
      'SUBMITTED',
      new Date(SUBMITTED),
    );
    await setServiceStatus(
      t.database.db,
      onTime.id,
      'ein-application',
      'SUBMITTED',
      new Date('2026-11-27T16:00:00Z'),
    );
    const monday = new Date('2026-11-30T15:00:00Z');

    expect((await findLateOrders(t.database.db, monday)).map((order) => order.email)).toEqual([
      late.email,
    ]);
    expect(
      await tellLateOrders(t.database.db, t.app.services.mailer, 'filing@charter.test', monday),
    ).toBe(1);
    const [mail] = (await readMailFolder(t.dataDir)).filter((message) =>
      message.to.includes('filing@charter.test'),
    );
    expect(mail!.subject).toBe('Late orders to follow up: 1');
    expect(mail!.text).toMatch(
      new RegExp(`- Order \\d+: EIN / Tax ID for ${late.email}, SUBMITTED, expected by 2026-11-09`),
    );

    // Answered, it is no longer late; with nothing late, nothing is mailed.
    await setServiceStatus(t.database.db, late.id, 'ein-application', 'ACTIVE', monday);
    expect(
      await tellLateOrders(t.database.db, t.app.services.mailer, 'filing@charter.test', monday),
    ).toBe(0);
  });
});
