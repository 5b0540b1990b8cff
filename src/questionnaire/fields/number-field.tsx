import type { FieldRendererProps } from '../field-renderer';
import { QuestionTextField } from './question-text-field';

/** Digits enough for any count; more is a typo. */
const MAX_DIGITS = 15;

/**
 * Whole numbers: only digits can be typed, so a number can never go negative (spec §5); the
 * range (default 1-100) is checked by validation with its message. The answer is a number, or
 * empty while nothing is typed.
 */
export function NumberFieldRenderer(props: FieldRendererProps) {
  const { onChange } = props;
  return (
    <QuestionTextField
      {...props}
      onChange={(typed) => {
        const digits = String(typed).replace(/\D/g, '').slice(0, MAX_DIGITS);
        onChange(digits === '' ? '' : Number(digits));
      }}
      control={{ isShort: true, inputMode: 'numeric' }}
    />
  );
}
