import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion, moneyQuestion, selectQuestion, shortText } from './builders';

export const FROM = shortText('received_from', 'Received from');
export const AMOUNT = moneyQuestion('amount', 'Amount received');
export const PAID_ON = dateQuestion('payment_date', 'Payment date');
export const METHOD = selectQuestion('payment_method', 'Payment method', [
  ['cash', 'Cash'],
  ['check', 'Check'],
  ['card', 'Credit or debit card'],
  ['bank-transfer', 'Bank transfer'],
  ['payment-app', 'Payment app'],
]);
export const NUMBER = shortText('receipt_number', 'Receipt number', 'R-0001');

export const QUESTIONS: readonly FieldDefinition[] = [FROM, AMOUNT, PAID_ON, METHOD, NUMBER];
