import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion } from './builders';
import { AMOUNT_DUE, CLIENT_NAME, INVOICE_NUMBER } from './shared';

export const FINAL = dateQuestion('final_date', 'Final payment date');

export const QUESTIONS: readonly FieldDefinition[] = [
  CLIENT_NAME,
  INVOICE_NUMBER,
  AMOUNT_DUE,
  FINAL,
];
