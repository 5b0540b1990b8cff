/**
 * What every form control takes from the form that owns its value (the checkout's forms, the
 * questionnaire's fields): the text, its edits, the blur and the message shown.
 */
export interface FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Tied to the control (aria-describedby, aria-invalid). */
  error?: string;
  isDisabled?: boolean;
  /** The field's root, e.g. its place on a grid. */
  className?: string;
}
