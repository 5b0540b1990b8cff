import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion, longText, shortText } from './builders';
import { CLIENT_NAME } from './shared';

export const AGREEMENT_DATE = dateQuestion('agreement_date', 'Date of the original agreement');
export const CHANGE = longText('change_description', 'The change');
export const PRICE = shortText('price_change', 'Change in price', 'adds $850.00');
export const SCHEDULE = shortText('schedule_change', 'Change in schedule', 'adds one week');

export const QUESTIONS: readonly FieldDefinition[] = [
  CLIENT_NAME,
  AGREEMENT_DATE,
  CHANGE,
  PRICE,
  SCHEDULE,
];
