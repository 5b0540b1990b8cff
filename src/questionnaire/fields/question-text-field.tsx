import { TextField, type TextFieldFrameProps, type TextFieldProps } from '../../ui/text-field';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import { textOf } from './field-value';

/** Confirmation fields are typed, never pasted or dropped into (spec §5). */
const NO_PASTE_FIELDS: ReadonlySet<string> = new Set(['confirm_email', 'confirm_password']);

/** A question's label, description, answer, message and flags, as a field's frame shows them. */
export function questionFrameProps({
  field,
  value,
  error,
  isRequired,
  onChange,
  onBlur,
}: FieldRendererProps): TextFieldFrameProps {
  return {
    label: fieldLabel(field),
    description: field.description,
    value: textOf(value),
    onChange,
    onBlur,
    error,
    isRequired,
    isReadOnly: field.readonly_field,
    isDisabled: field.disabled,
  };
}

/** What a renderer sets on the text field besides what the question gives. */
export type TextControlProps = Omit<TextFieldProps, keyof TextFieldFrameProps | 'id'> &
  Pick<TextFieldFrameProps, 'extra' | 'describedBy'>;

/**
 * A question answered by typing: Charter's one text field, dressed from the field's definition
 * (label, description, placeholder, read-only and disabled flags) with what the renderer adds
 * in `control` (a mask, a text area's rows). `onChange` and `onBlur` may be the renderer's own.
 */
export function QuestionTextField({
  control,
  ...question
}: FieldRendererProps & { control?: TextControlProps }) {
  const { field, inputId } = question;
  return (
    <TextField
      {...questionFrameProps(question)}
      id={inputId}
      placeholder={field.placeholder}
      refusesPaste={NO_PASTE_FIELDS.has(field.name)}
      {...control}
    />
  );
}
