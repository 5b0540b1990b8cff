import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/domain/us-states';
import serviceFees from './service-fees.json';

/**
 * The state fees for an amendment and a certificate of good standing (decision 0043): each
 * figure stands only with the state's own words for it, so a figure that does not appear in
 * its quote is a transcription slip, not a fee.
 */

interface SourcedServiceFee {
  cents: number;
  source_url: string;
  last_verified: string;
  quote: string;
  note?: string;
}

const fees: Record<string, Record<string, SourcedServiceFee | null>> = serviceFees;
const SERVICES = ['LLC_AMENDMENT', 'CERT_GOOD_STANDING'];
const codes = US_STATES.map((state) => state.abbreviation);

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** How a statute writes a whole-dollar amount under a thousand: "one hundred ten dollars". */
function dollarsInWords(dollars: number): string {
  const hundreds = Math.floor(dollars / 100);
  const rest = dollars % 100;
  const restWords =
    rest < 20
      ? ONES[rest]!
      : [TENS[Math.floor(rest / 10)], ONES[rest % 10]].filter(Boolean).join('-');
  return (
    [hundreds ? `${ONES[hundreds]} hundred` : '', restWords].filter(Boolean).join(' ') + ' dollars'
  );
}

/** The ways a fee schedule or statute prints an amount: "$50", "$50.00", "$7.50", "fifty dollars". */
function writtenForms(cents: number): string[] {
  const dollars = cents / 100;
  const forms = [`$${dollars.toFixed(2)}`];
  if (Number.isInteger(dollars)) {
    forms.push(`$${dollars}`);
    if (dollars > 0 && dollars < 1000) forms.push(dollarsInWords(dollars));
  }
  return forms;
}

/** Whether `quote` prints `form` as a whole amount: "$50" is not found in "$500", nor "fifty dollars" in "one hundred fifty dollars". */
function statesAmount(quote: string, form: string): boolean {
  const escaped = form.replace(/[$.]/g, '\\$&');
  return new RegExp(`(?<!hundred |[a-z-])${escaped}(?![\\d,]|\\.\\d)`, 'i').test(quote);
}

const sourced = Object.entries(fees).flatMap(([state, services]) =>
  Object.entries(services).flatMap(([service, fee]) => (fee ? [{ state, service, fee }] : [])),
);

describe('state service fees', () => {
  it('has every state and DC, each with both services, and nothing else', () => {
    expect(Object.keys(fees).sort()).toEqual([...codes].sort());
    for (const services of Object.values(fees))
      expect(Object.keys(services).sort()).toEqual([...SERVICES].sort());
  });

  it('holds some sourced figures (the rest are null, not guessed)', () => {
    expect(sourced.length).toBeGreaterThan(0);
  });

  it.each(sourced.map(({ state, service, fee }) => [`${state} ${service}`, fee] as const))(
    '%s is a sourced whole number of cents that its quote states',
    (_, fee) => {
      expect(Number.isInteger(fee.cents)).toBe(true);
      expect(fee.cents).toBeGreaterThanOrEqual(0);
      expect(new URL(fee.source_url).protocol).toMatch(/^https?:$/);
      expect(fee.last_verified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${fee.last_verified}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        fee.last_verified,
      );
      expect(fee.quote.trim()).not.toBe('');
      expect(writtenForms(fee.cents).some((form) => statesAmount(fee.quote, form))).toBe(true);
    },
  );
});

describe('reading an amount in a quote', () => {
  it('writes amounts the way the statutes quoted here do', () => {
    expect(dollarsInWords(50)).toBe('fifty dollars');
    expect(dollarsInWords(110)).toBe('one hundred ten dollars');
    expect(dollarsInWords(135)).toBe('one hundred thirty-five dollars');
  });

  it('finds only the whole amount, not a longer one that starts or ends with it', () => {
    expect(statesAmount('Certificate of Amendment $50.00', '$50.00')).toBe(true);
    expect(statesAmount('Certificate of Amendment $500', '$50')).toBe(false);
    expect(statesAmount('Certificate of Amendment $50.50', '$50')).toBe(false);
    expect(statesAmount('amendment, fifty dollars.', 'fifty dollars')).toBe(true);
    expect(statesAmount('amendment, one hundred fifty dollars.', 'fifty dollars')).toBe(false);
  });
});
