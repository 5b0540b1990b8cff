import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { AMOUNT_DUE, CLIENT_NAME, DUE_DATE, INVOICE_NUMBER } from './shared';

export const QUESTIONS: readonly FieldDefinition[] = [
  CLIENT_NAME,
  INVOICE_NUMBER,
  AMOUNT_DUE,
  DUE_DATE,
];
