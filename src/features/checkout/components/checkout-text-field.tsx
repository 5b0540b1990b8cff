import { useRef, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { RequiredMarker } from '../../../questionnaire/fields/field-parts';
import { caretAfterMask, type TextMask } from './text-mask';
import type { FormControlProps } from './use-checked-form';
import './checkout-fields.css';

export interface CheckoutTextFieldProps extends FormControlProps {
  label: string;
  isRequired?: boolean;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  /** Rewrites every keystroke (card number groups, MM/YY), keeping the caret in place. */
  mask?: TextMask;
  /**
   * Shown inside the input's frame and read out as the field's description (the card brand).
   * A field that can have one passes null while it has none: react-aria ties a description to
   * the input only if it is there from the first render.
   */
  adornment?: ReactNode;
}

/** A text field of the checkout forms: label, input, optional mask and adornment, message. */
export function CheckoutTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired = false,
  isDisabled,
  autoComplete,
  inputMode,
  placeholder,
  mask,
  adornment,
  className,
}: CheckoutTextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const onTyped = (typed: string) => {
    const masked = mask ? mask.apply(typed) : typed;
    const input = inputRef.current;
    const caret = input?.selectionStart ?? null;
    onChange(masked);
    if (!mask || !input || caret === null || masked === typed) return;
    const at = caretAfterMask(typed, caret, masked, mask);
    // React writes the masked value once this handler returns, which puts the caret at the
    // end; a microtask runs after that write.
    queueMicrotask(() => {
      if (input.value === masked && document.activeElement === input) {
        input.setSelectionRange(at, at);
      }
    });
  };

  return (
    <TextField
      className={['ch-field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={onTyped}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className="ch-field__label">
        {label}
        <RequiredMarker isRequired={isRequired} />
      </Label>
      <div
        className={`ch-checkout-field${adornment === undefined ? '' : ' ch-checkout-field--adorned'}`}
      >
        <Input
          ref={inputRef}
          className="ch-field__input"
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
        />
        {adornment !== undefined && (
          <Text slot="description" className="ch-checkout-field__adornment">
            {adornment}
          </Text>
        )}
      </div>
      <FieldError className="ch-field__error">{error}</FieldError>
    </TextField>
  );
}
