import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { textField, WHOLE_NUMBER_REGEX } from '../../../../pages/field-builders';

export const MONTHS = textField('months_to_cover', 'Months until sales cover costs', {
  regex: WHOLE_NUMBER_REGEX,
  placeholder: '6',
  maxLength: 2,
  description: 'Many new businesses plan for three to six months, or longer for a slow start.',
});

export const QUESTIONS: readonly FieldDefinition[] = [MONTHS];
