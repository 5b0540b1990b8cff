import { describe, expect, it } from 'vitest';
import {
  checkEin,
  EIN_FORMAT_MESSAGE,
  EIN_PREFIX_MESSAGE,
  einLastFour,
  MASKED_EIN_PATTERN,
  maskedEin,
  VALID_EIN_PREFIXES,
} from './ein-number';

describe('an EIN as the IRS assigns it', () => {
  it('is kept as XX-XXXXXXX, however the hyphen and spaces were typed', () => {
    for (const typed of ['84-1234567', '841234567', ' 84 1234567 ', '84-123-4567']) {
      expect(checkEin(typed)).toEqual({ ok: true, ein: '84-1234567' });
    }
  });

  it('is nine digits: other lengths and characters are refused without echoing the value', () => {
    for (const typed of ['', '84-123456', '84-12345678', '84-12345A7', '84_1234567', '८४१२३४५६७']) {
      const check = checkEin(typed);
      expect(check).toEqual({ ok: false, message: EIN_FORMAT_MESSAGE });
    }
    expect(EIN_FORMAT_MESSAGE).not.toMatch(/84/);
  });

  it('starts with one of the prefixes the IRS assigns', () => {
    expect(VALID_EIN_PREFIXES.size).toBe(83);
    for (const prefix of ['01', '06', '10', '16', '20', '27', '31', '48', '50', '68', '71', '77']) {
      expect(checkEin(`${prefix}1234567`).ok).toBe(true);
    }
    for (const prefix of [
      '00',
      '07',
      '09',
      '17',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ]) {
      expect(checkEin(`${prefix}-1234567`)).toEqual({ ok: false, message: EIN_PREFIX_MESSAGE });
    }
  });

  it('is shown masked, its last four digits only', () => {
    expect(einLastFour('84-1236789')).toBe('6789');
    expect(maskedEin('6789')).toBe('**-***6789');
    expect(maskedEin('6789')).toMatch(MASKED_EIN_PATTERN);
  });
});
