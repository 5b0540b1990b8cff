import { describe, expect, it } from 'vitest';
import {
  daysToGo,
  deadlineHeadline,
  dueLine,
  feeAmount,
  feeSentence,
  ruleSentence,
  titleInSentence,
} from './deadline-words';
import type { DeadlineRule } from './deadline-rules';

const SOURCE = { source_url: 'https://sos.example.gov/fees', last_verified: '2026-07-17' };

describe('deadline words', () => {
  it('counts the days to go, and those overdue', () => {
    expect([12, 1, 0, -1, -3].map(daysToGo)).toEqual([
      'in 12 days',
      'in 1 day',
      'today',
      '1 day overdue',
      '3 days overdue',
    ]);
  });

  it('writes fees exactly, a $0 one too, a growing levy as a minimum, and none without a figure', () => {
    expect(feeAmount({ status: 'sourced', cents: 0, ...SOURCE })).toBe('$0.00');
    expect(feeAmount({ status: 'sourced', cents: 5000, ...SOURCE })).toBe('$50.00');
    expect(feeAmount({ status: 'minimum', cents: 80000, basis: 'hybrid', ...SOURCE })).toBe(
      '$800.00 or more, depending on the business’s figures',
    );
    expect(feeAmount({ status: 'unknown' })).toBeNull();
  });

  it('writes the annual report card’s line as the issue does', () => {
    const fee = { status: 'sourced', cents: 0, ...SOURCE } as const;
    expect(dueLine({ due: '2027-05-15', days_until_due: 170, fee })).toBe(
      'Due May 15, 2027 · in 170 days · state fee $0.00',
    );
    expect(dueLine({ due: '2027-05-15', days_until_due: 3, fee: { status: 'unknown' } })).toBe(
      'Due May 15, 2027 · in 3 days · state fee confirmed before filing',
    );
  });

  it('names a deadline in a sentence: rule titles in lower case, a levy’s proper name as is', () => {
    expect(titleInSentence('Annual report')).toBe('annual report');
    expect(titleInSentence('Franchise Tax')).toBe('Franchise Tax');
    expect(deadlineHeadline('Texas', 'Annual report', 'Bluebonnet Bikes LLC')).toBe(
      'Texas annual report due — Bluebonnet Bikes LLC',
    );
  });

  it('gives each figure and rule its source and last-verified date', () => {
    expect(
      feeSentence({ id: 'annual-report', fee: { status: 'sourced', cents: 2000, ...SOURCE } }),
    ).toBe('State fee: $20.00 (source: https://sos.example.gov/fees, verified July 17, 2026).');
    expect(feeSentence({ id: 'recurring-fee-1', fee: { status: 'unknown' } })).toBe(
      'Amount: confirmed before filing (the state publishes no figure Charter could source).',
    );
    const rule = { as_written: 'May 1', ...SOURCE } as DeadlineRule;
    expect(ruleSentence('Ohio', rule)).toBe(
      'Ohio’s rule, as written: “May 1” (source: https://sos.example.gov/fees, verified July 17, 2026).',
    );
  });
});
