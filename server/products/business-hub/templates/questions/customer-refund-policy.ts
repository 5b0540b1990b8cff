import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { emailField } from '../../../../pages/field-builders';
import { selectQuestion } from './builders';

export const WINDOW = selectQuestion('refund_window', 'Return window', [
  ['14', '14 days'],
  ['30', '30 days'],
  ['60', '60 days'],
]);
export const EMAIL = emailField('contact_email', 'Email for refund requests');

export const QUESTIONS: readonly FieldDefinition[] = [WINDOW, EMAIL];
