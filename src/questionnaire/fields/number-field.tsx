import { Input } from 'react-aria-components';
import type { FieldRendererProps } from '../field-renderer';
import { TextInputFrame } from './text-input-frame';

/**
 * Whole numbers (number, year_picker): only digits can be typed, so a number can never go
 * negative (spec §5); the range (default 1-100) is checked by validation with its message.
 * The answer is a number, or empty while nothing is typed.
 */
export function NumberFieldRenderer(props: FieldRendererProps) {
  const { field, inputId, onChange } = props;
  const year = field.rendered_type === 'year_picker';
  return (
    <TextInputFrame
      {...props}
      onTyped={(typed) => {
        const digits = typed.replace(/\D/g, '').slice(0, year ? 4 : 15);
        onChange(digits === '' ? '' : Number(digits));
      }}
      input={
        <Input
          id={inputId}
          className="ch-field__input ch-field__input--short"
          inputMode="numeric"
          placeholder={field.placeholder ?? (year ? 'YYYY' : undefined)}
        />
      }
    />
  );
}
