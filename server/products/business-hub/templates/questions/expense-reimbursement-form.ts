import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { shortText } from './builders';
import { EMPLOYEE_NAME } from './shared';

export const PERIOD = shortText('period_covered', 'Period covered', 'October 2026');

export const QUESTIONS: readonly FieldDefinition[] = [EMPLOYEE_NAME, PERIOD];
