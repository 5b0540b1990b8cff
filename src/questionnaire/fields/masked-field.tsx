import { Input } from 'react-aria-components';
import { applyDigitMask, formatUsPhone } from '../../domain/questionnaire/formatting';
import type { FieldRendererProps } from '../field-renderer';
import { TextInputFrame } from './text-input-frame';

/** Phone masks begin with the country code, which must not be read back as a typed digit. */
function formatWithMask(mask: string, typed: string): string {
  return mask.startsWith('+1') ? formatUsPhone(typed) : applyDigitMask(mask, typed);
}

/**
 * Text typed through a digit mask (mask_text: phone +1 (###) ###-####, tax id XXX-XX-XXXX):
 * the answer is what the mask shows.
 */
export function MaskedFieldRenderer(props: FieldRendererProps) {
  const { field, inputId, onChange } = props;
  const mask = field.mask ?? '';
  return (
    <TextInputFrame
      {...props}
      onTyped={(typed) => onChange(formatWithMask(mask, typed))}
      input={
        <Input
          id={inputId}
          className="ch-field__input"
          inputMode="numeric"
          autoComplete={mask.startsWith('+1') ? 'tel-national' : 'off'}
          placeholder={field.placeholder ?? mask.replace(/0/g, '#')}
        />
      }
    />
  );
}
