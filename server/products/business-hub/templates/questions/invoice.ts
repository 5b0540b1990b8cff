import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion } from './builders';
import { CLIENT_NAME, DUE_DATE, INVOICE_NUMBER } from './shared';

export const ISSUED = dateQuestion('invoice_date', 'Invoice date');

export const QUESTIONS: readonly FieldDefinition[] = [
  CLIENT_NAME,
  INVOICE_NUMBER,
  ISSUED,
  DUE_DATE,
];
