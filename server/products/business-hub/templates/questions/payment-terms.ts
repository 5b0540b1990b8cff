import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { percentQuestion, selectQuestion } from './builders';

export const DUE = selectQuestion('payment_due', 'When invoices are due', [
  ['receipt', 'on receipt of the invoice'],
  ...[15, 30, 45, 60].map(
    (days) => [`net-${days}`, `within ${days} days of the invoice date`] as const,
  ),
]);
export const DEPOSIT = percentQuestion('deposit_percent', 'Deposit percentage');

export const QUESTIONS: readonly FieldDefinition[] = [DUE, DEPOSIT];
