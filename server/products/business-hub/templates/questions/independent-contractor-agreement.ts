import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { shortText } from './builders';
import { CONTRACTOR_NAME, SERVICES, START_DATE } from './shared';

export const RATE = shortText('pay_rate', 'Pay rate', '$75 per hour, invoiced monthly');

export const QUESTIONS: readonly FieldDefinition[] = [CONTRACTOR_NAME, SERVICES, RATE, START_DATE];
