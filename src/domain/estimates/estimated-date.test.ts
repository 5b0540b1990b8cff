import { describe, expect, it } from 'vitest';
import {
  DATE_CALCULATION_ERROR,
  estimatedDeliveryDate,
  filingStartedAt,
  formatEstimatedDate,
  formationEstimatedDateText,
} from './estimated-date';

const DAY = 86_400;
const none = new Set<string>();
const holidays2026 = new Set(['2026-11-26', '2026-12-25']);

describe('the estimated date', () => {
  it('reads as a full US date', () => {
    expect(formatEstimatedDate('2026-12-08')).toBe('Tuesday, December 8, 2026');
    expect(formatEstimatedDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it('says the spec’s error when there is no date to show', () => {
    expect(DATE_CALCULATION_ERROR).toBe('Date calculation error');
    expect(formatEstimatedDate(null)).toBe('Date calculation error');
    expect(formatEstimatedDate('2026-02-30')).toBe('Date calculation error');
  });

  it('counts business days from the day counting starts', () => {
    // Monday 7 December 2026, 10:00 in Chicago.
    const monday = new Date('2026-12-07T16:00:00Z');
    expect(estimatedDeliveryDate(monday, 1, none)).toBe('2026-12-08');
    expect(estimatedDeliveryDate(monday, 10, none)).toBe('2026-12-21');
    // Same Monday at 17:30: counting starts on Tuesday.
    const evening = new Date('2026-12-07T23:30:00Z');
    expect(estimatedDeliveryDate(evening, 1, none)).toBe('2026-12-09');
    expect(estimatedDeliveryDate(evening, 10, holidays2026)).toBe('2026-12-22');
  });

  it('is null for an invalid Date or count', () => {
    expect(estimatedDeliveryDate(new Date(Number.NaN), 10, none)).toBeNull();
    expect(estimatedDeliveryDate(new Date('2026-12-07T16:00:00Z'), -1, none)).toBeNull();
  });

  describe('of a formation', () => {
    // Wednesday 18 November 2026, 9:00 in Chicago; Thanksgiving is Thursday 26.
    const from = new Date('2026-11-18T15:00:00Z');
    const times = { standard_time: 10 * DAY, expedited_time: DAY };

    it('skips weekends and holidays over the package’s standard time', () => {
      // 10 business days: 19, 20, 23, 24, 25, (26 off), 27, 30, 1, 2, 3 December.
      const text = formationEstimatedDateText({ from, times, addOns: [], holidays: holidays2026 });
      expect(text).toBe('Thursday, December 3, 2026');
    });

    it('takes the expedited time with RAPID-STATE', () => {
      const addOns = ['RAPID-STATE'];
      const text = formationEstimatedDateText({ from, times, addOns, holidays: holidays2026 });
      expect(text).toBe('Thursday, November 19, 2026');
    });

    it('counts 10 business days while the package list loads', () => {
      const loading = { from, times: undefined, addOns: [], holidays: holidays2026 };
      expect(formationEstimatedDateText(loading)).toBe('Thursday, December 3, 2026');
    });

    it('says the spec’s error when the times or the start are unusable', () => {
      const broken = { standard_time: Number.NaN, expedited_time: DAY };
      expect(formationEstimatedDateText({ from, times: broken, addOns: [], holidays: none })).toBe(
        'Date calculation error',
      );
      expect(
        formationEstimatedDateText({ from: new Date('x'), times, addOns: [], holidays: none }),
      ).toBe('Date calculation error');
    });
  });
});

describe("when the formation's filing time starts counting", () => {
  const now = new Date('2026-11-25T15:00:00Z');

  it('is the submission, the latest one when there are several', () => {
    expect(
      filingStartedAt(
        [
          { submitted_at: '2026-11-02T16:00:00.000Z' },
          { submitted_at: null },
          { submitted_at: '2026-11-09T16:00:00.000Z' },
        ],
        now,
      ).toISOString(),
    ).toBe('2026-11-09T16:00:00.000Z');
  });

  it('is now before any submission, or when none is recorded or readable', () => {
    expect(filingStartedAt([], now)).toBe(now);
    expect(filingStartedAt([{ submitted_at: null }, { submitted_at: 'not a date' }], now)).toBe(
      now,
    );
  });

  it('keeps the estimated date where it was on the days after the submission', () => {
    // Submitted Monday 2 November 2026, 10:00 in Chicago; Veterans Day (11 November) is skipped.
    const started = filingStartedAt([{ submitted_at: '2026-11-02T16:00:00.000Z' }], now);
    const holidays = new Set(['2026-11-11', '2026-11-26']);
    expect(estimatedDeliveryDate(started, 10, holidays)).toBe('2026-11-17');
  });
});
