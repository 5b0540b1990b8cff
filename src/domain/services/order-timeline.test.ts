import { describe, expect, it } from 'vitest';
import { isLate, lateNotice, orderTimeline } from './order-timeline';

const at = (day: string) => `${day}T16:00:00.000Z`;
const order = (...steps: Array<[string, string]>) => ({
  ordered_at: at('2026-11-02'),
  history: steps.map(([status, day]) => ({ status, changed_at: at(day) })),
});

describe('an order’s timeline', () => {
  it('shows a formation bought, submitted, filed with the state and approved, each with its day', () => {
    const steps = orderTimeline(
      'LLC_FORMATION',
      order(
        ['PURCHASED', '2026-11-02'],
        ['SUBMITTED', '2026-11-03'],
        ['IN_PROGRESS', '2026-11-05'],
        ['ACTIVE', '2026-11-16'],
      ),
    );
    expect(steps).toEqual([
      { key: 'bought', label: 'Bought', at: at('2026-11-02') },
      { key: 'submitted', label: 'Submitted to Charter', at: at('2026-11-03') },
      { key: 'filed', label: 'Filed with the state', at: at('2026-11-05') },
      { key: 'answered', label: 'Approved by the state', at: at('2026-11-16') },
    ]);
  });

  it('says the IRS for the EIN, and a rejection by whom', () => {
    const steps = orderTimeline(
      'EIN_APPLICATION',
      order(['PURCHASED', '2026-11-02'], ['SUBMITTED', '2026-11-03'], ['REJECTED', '2026-11-09']),
    );
    expect(steps.map((step) => step.label)).toEqual([
      'Bought',
      'Submitted to Charter',
      'Filed with the IRS',
      'Rejected by the IRS',
    ]);
    // Moved straight from SUBMITTED to REJECTED: filed when it was answered, never backwards.
    expect(steps[2]!.at).toBe(at('2026-11-09'));
    expect(
      orderTimeline(
        'EIN_APPLICATION',
        order(['PURCHASED', '2026-11-02'], ['ACTIVE', '2026-11-04']),
      ).map((step) => [step.label, step.at]),
    ).toEqual([
      ['Bought', at('2026-11-02')],
      ['Submitted to Charter', at('2026-11-04')],
      ['Filed with the IRS', at('2026-11-04')],
      ['EIN assigned by the IRS', at('2026-11-04')],
    ]);
  });

  it('has no filing step for work Charter does itself, and leaves steps ahead undated', () => {
    const steps = orderTimeline(
      'LLC_OPERATING_AGREEMENT',
      order(['PURCHASED', '2026-11-02'], ['SUBMITTED', '2026-11-03']),
    );
    expect(steps).toEqual([
      { key: 'bought', label: 'Bought', at: at('2026-11-02') },
      { key: 'submitted', label: 'Submitted to Charter', at: at('2026-11-03') },
      { key: 'answered', label: 'Done', at: null },
    ]);
  });
});

describe('the late rule', () => {
  const waiting = orderTimeline(
    'LLC_FORMATION',
    order(['PURCHASED', '2026-11-02'], ['SUBMITTED', '2026-11-03'], ['IN_PROGRESS', '2026-11-05']),
  );
  const expected = { by: '2026-11-17', basis: 'Texas…', source_url: null, credit: null };

  it('is late only after the expected day has passed, while no answer has come', () => {
    expect(isLate(waiting, expected, '2026-11-17')).toBe(false);
    expect(isLate(waiting, expected, '2026-11-18')).toBe(true);
    const answered = orderTimeline(
      'LLC_FORMATION',
      order(['SUBMITTED', '2026-11-03'], ['ACTIVE', '2026-11-20']),
    );
    expect(isLate(answered, expected, '2026-11-30')).toBe(false);
  });

  it('is never late without a date', () => {
    expect(isLate(waiting, { ...expected, by: null }, '2027-01-01')).toBe(false);
    expect(isLate(waiting, null, '2027-01-01')).toBe(false);
  });

  it('says what Charter does about a late order, naming who it follows up with', () => {
    expect(lateNotice('EIN_APPLICATION')).toBe(
      'This is past its expected date. Our filing team is told of every late order each business day and follows it up with the IRS; we email you as soon as it moves.',
    );
    expect(lateNotice('LLC_FORMATION')).toContain('follows it up with the state;');
  });
});
