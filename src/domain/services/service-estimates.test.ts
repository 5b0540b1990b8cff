import { describe, expect, it } from 'vitest';
import { submittedEstimate, submittedEstimateText } from './service-estimates';

/** Veterans Day (Wednesday) and Thanksgiving 2026. */
const HOLIDAYS = new Set(['2026-11-11', '2026-11-26']);

describe('the estimated date of a submitted service (decision 0037)', () => {
  it('is shown for the EIN application while SUBMITTED, in any spelling', () => {
    expect(submittedEstimate('EIN_APPLICATION', 'SUBMITTED')?.label).toBe('Estimated EIN date');
    expect(submittedEstimate('EIN_APPLICATION', 'submitted')).not.toBeNull();
  });

  it('is not shown in another status, nor for services without one', () => {
    for (const status of [undefined, 'PURCHASED', 'IN_PROGRESS', 'ACTIVE', 'REJECTED']) {
      expect(submittedEstimate('EIN_APPLICATION', status)).toBeNull();
    }
    expect(submittedEstimate('REGISTERED_AGENT', 'SUBMITTED')).toBeNull();
  });

  it('counts 4 business days from the submission, skipping weekends and holidays', () => {
    const estimate = submittedEstimate('EIN_APPLICATION', 'SUBMITTED')!;
    // Monday 9 November 2026, 10:00 in Chicago: Tuesday, Thursday, Friday, then Monday.
    expect(submittedEstimateText(estimate, '2026-11-09T16:00:00.000Z', HOLIDAYS)).toBe(
      'Monday, November 16, 2026',
    );
    // Friday 6 November at 18:00 in Chicago, after hours: the count starts on Monday the 9th.
    expect(submittedEstimateText(estimate, '2026-11-07T00:00:00.000Z', HOLIDAYS)).toBe(
      'Monday, November 16, 2026',
    );
    // Monday 23 November: Thanksgiving is skipped.
    expect(submittedEstimateText(estimate, '2026-11-23T16:00:00.000Z', HOLIDAYS)).toBe(
      'Monday, November 30, 2026',
    );
  });

  it("says 'Date calculation error' without a readable submission time", () => {
    const estimate = submittedEstimate('EIN_APPLICATION', 'SUBMITTED')!;
    expect(submittedEstimateText(estimate, undefined, HOLIDAYS)).toBe('Date calculation error');
    expect(submittedEstimateText(estimate, 'yesterday', HOLIDAYS)).toBe('Date calculation error');
  });
});
