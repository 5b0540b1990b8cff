import { useMemo } from 'react';
import { applyDigitMask, formatUsPhone } from '../../domain/questionnaire/formatting';
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

/**
 * Text typed through a digit mask (mask_text: phone +1 (###) ###-####, tax id XXX-XX-XXXX):
 * the answer is what the mask shows, and the caret stays where the typing is.
 */
export function MaskedFieldRenderer(props: FieldRendererProps) {
  const { field } = props;
  const mask = field.mask ?? '';
  const textMask = useMemo(() => textMaskOf(mask), [mask]);
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
