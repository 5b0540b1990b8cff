import { describe, expect, it } from 'vitest';
import { maskCardholderName, maskCardNumber } from '../domain/payments/card-form';
import { formatUsPhone } from '../domain/questionnaire/formatting';
import { caretAfterMask, type TextMask } from './text-mask';

const cardNumber: TextMask = { apply: maskCardNumber, keeps: /\d/ };
const name: TextMask = { apply: maskCardholderName, keeps: /[\p{L} '’-]/u };

/** `|` marks the caret in the typing; the answer marks it in the masked text. */
function caretOf(mask: TextMask, typedWithCaret: string): string {
  const caret = typedWithCaret.indexOf('|');
  const typed = typedWithCaret.replace('|', '');
  const masked = mask.apply(typed);
  const at = caretAfterMask(typed, caret, masked, mask);
  return `${masked.slice(0, at)}|${masked.slice(at)}`;
}

describe('caret after a mask', () => {
  it.each([
    ['42424|', '4242 4|'],
    ['4242|', '4242|'],
    ['429|42 4242', '429|4 2424 2'],
    ['4|242 4242', '4|242 4242'],
    ['|4242 4242', '|4242 4242'],
    ['4242 4242 4242 42429|', '4242 4242 4242 4242|'],
    ['4242 4x|242', '4242 4|242'],
  ])('card number %j → %j', (typed, expected) => {
    expect(caretOf(cardNumber, typed)).toBe(expected);
  });

  it.each([
    ['Ana R7|uiz', 'Ana R|uiz'],
    ['O’|Brien', "O'|Brien"],
    ['Zoë| Ruiz', 'Zoë| Ruiz'],
  ])('cardholder name %j → %j', (typed, expected) => {
    expect(caretOf(name, typed)).toBe(expected);
  });
});

describe('caret after a mask with a prefix', () => {
  const phone: TextMask = { apply: formatUsPhone, keeps: /\d/, prefix: '+1' };

  it.each([
    ['5|', '+1 (5|'],
    ['+1 (512|', '+1 (512|)'],
    ['+1 (512) 5|', '+1 (512) 5|'],
    ['+1 (51|2) 555', '+1 (51|2) 555'],
    ['+1 (5129|) 555', '+1 (512) 9|55-5'],
  ])('phone %j → %j', (typed, expected) => {
    expect(caretOf(phone, typed)).toBe(expected);
  });
});
