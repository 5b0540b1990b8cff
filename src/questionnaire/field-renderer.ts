import type { ComponentType } from 'react';
import type { Answers, FieldDefinition } from '../domain/questionnaire/page-definition';

/**
 * What every field renderer receives. A renderer shows one field of a server-defined page
 * (spec foundation §3) and reports edits; the form engine owns the answers, the errors and the
 * show/hide rules.
 */
export interface FieldRendererProps {
  field: FieldDefinition;
  value: unknown;
  /** The field's message after validation, tied to the input with aria-describedby. */
  error?: string;
  /** Whether the page's required list names this field (shown as a marker, not a message). */
  isRequired: boolean;
  /** A stable DOM id for the input; the engine scrolls to and focuses it on an error. */
  inputId: string;
  /** The answers of the page (or of the row, inside a list) for fields that read others. */
  answers: Answers;
  onChange: (value: unknown) => void;
  /**
   * Several answers of the page (or of the row) at once, this field's included: choosing an
   * address from the search fills street, city, state and ZIP code. The engine always passes
   * it; a renderer shown on its own may go without.
   */
  onEditAnswers?: (edits: Answers) => void;
  /** Blur: where a field normalises what was typed (second address line). */
  onBlur?: () => void;
}

export type FieldRenderer = ComponentType<FieldRendererProps>;
