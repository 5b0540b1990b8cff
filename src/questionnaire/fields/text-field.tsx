import { maxLengthOf } from '../../domain/questionnaire/answer-limits';
import type { FieldRendererProps } from '../field-renderer';
import { QuestionTextField } from './question-text-field';

/** Text areas show at least five rows (spec §3, §9). */
const TEXT_AREA_ROWS = 5;

/** A single-line text answer (text), or a text area with its character limit (text_area). */
export function TextFieldRenderer(props: FieldRendererProps) {
  const { field } = props;
  return (
    <QuestionTextField
      {...props}
      control={
        field.rendered_type === 'text_area'
          ? { rows: TEXT_AREA_ROWS, characterLimit: maxLengthOf(field) }
          : undefined
      }
    />
  );
}
