import { useMemo } from 'react';
import { applyDigitMask, formatUsPhone } from '../../domain/questionnaire/formatting';
import { isMaskedAnswer } from '../../domain/questionnaire/sensitive-answers';
import type { TextMask } from '../../ui/text-mask';
import type { FieldRendererProps } from '../field-renderer';
import { QuestionTextField } from './question-text-field';

const DIGIT = /\d/;
/** A phone mask begins with the country code, which is written, not typed. */
const COUNTRY_CODE = '+1';

/** The typing mask of a field's mask attribute: a US phone, or digits through '0' slots. */
function textMaskOf(mask: string): TextMask {
  return mask.startsWith(COUNTRY_CODE)
    ? { apply: formatUsPhone, keeps: DIGIT, prefix: COUNTRY_CODE }
    : { apply: (typed) => applyDigitMask(mask, typed), keeps: DIGIT };
}

/** What was typed into `before` to make `after` (empty when characters were only removed). */
function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) {
    start += 1;
  }
  let end = after.length;
  let beforeEnd = before.length;
  while (end > start && beforeEnd > start && before[beforeEnd - 1] === after[end - 1]) {
    end -= 1;
    beforeEnd -= 1;
  }
  return after.slice(start, end);
}

/**
 * A saved sensitive answer is shown masked ('***-**-6789'): what the owner types replaces it
 * whole, starting a new number, and deleting from it empties the field.
 */
function replacingMasked(textMask: TextMask, masked: string): TextMask {
  return { ...textMask, apply: (typed) => textMask.apply(insertedText(masked, typed)) };
}

/**
 * Text typed through a digit mask (mask_text: phone +1 (###) ###-####, tax id XXX-XX-XXXX):
 * the answer is what the mask shows, and the caret stays where the typing is.
 */
export function MaskedFieldRenderer(props: FieldRendererProps) {
  const { field, value } = props;
  const mask = field.mask ?? '';
  const masked = isMaskedAnswer(field, value) ? value : null;
  const textMask = useMemo(() => {
    const typing = textMaskOf(mask);
    return masked ? replacingMasked(typing, masked) : typing;
  }, [mask, masked]);
  return (
    <QuestionTextField
      {...props}
      control={{
        mask: textMask,
        inputMode: 'numeric',
        autoComplete: mask.startsWith(COUNTRY_CODE) ? 'tel-national' : 'off',
        placeholder: field.placeholder ?? mask.replace(/0/g, '#'),
      }}
    />
  );
}
