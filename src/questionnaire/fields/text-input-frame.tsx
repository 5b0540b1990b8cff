import type { ReactNode } from 'react';
import { TextField } from 'react-aria-components';
import type { FieldRendererProps } from '../field-renderer';
import { FieldHelp, FieldLabel } from './field-parts';
import { textOf } from './field-value';

export interface TextInputFrameProps extends FieldRendererProps {
  /** What typing turns into the answer (a mask, digits only); the text as is by default. */
  onTyped?: (typed: string) => void;
  /** The react-aria Input or TextArea, with its own attributes. */
  input: ReactNode;
  /** Shown under the message (e.g. the name availability flag), described by `describedBy`. */
  extra?: ReactNode;
  describedBy?: string;
}

/**
 * The frame every typed answer shares: label with its required marker, the control, the
 * description and the message, tied together by react-aria. Length and range limits are
 * reported by validation with the spec's messages rather than cutting the typing short.
 */
export function TextInputFrame({
  field,
  value,
  error,
  isRequired,
  onChange,
  onBlur,
  onTyped = onChange,
  input,
  extra,
  describedBy,
}: TextInputFrameProps) {
  return (
    <TextField
      className="ch-field"
      value={textOf(value)}
      onChange={onTyped}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isReadOnly={field.readonly_field}
      isDisabled={field.disabled}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <FieldLabel field={field} isRequired={isRequired} />
      {input}
      <FieldHelp field={field} error={error} />
      {extra}
    </TextField>
  );
}
