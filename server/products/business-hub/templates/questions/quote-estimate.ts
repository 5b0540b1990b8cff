import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion, shortText } from './builders';
import { CLIENT_NAME } from './shared';

export const NUMBER = shortText('quote_number', 'Quote number', 'Q-0001');
export const ISSUED = dateQuestion('quote_date', 'Quote date');
export const VALID = dateQuestion('valid_until', 'Valid until');

export const QUESTIONS: readonly FieldDefinition[] = [CLIENT_NAME, NUMBER, ISSUED, VALID];
