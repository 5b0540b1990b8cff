import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { shortText } from './builders';
import { CLIENT_NAME, SERVICES, START_DATE } from './shared';

export const FEES = shortText('fees', 'Fees', '$2,500 flat fee, half due at signing');

export const QUESTIONS: readonly FieldDefinition[] = [CLIENT_NAME, SERVICES, FEES, START_DATE];
