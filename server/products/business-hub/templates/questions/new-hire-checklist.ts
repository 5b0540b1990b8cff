import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { EMPLOYEE_NAME, START_DATE } from './shared';

export const QUESTIONS: readonly FieldDefinition[] = [EMPLOYEE_NAME, START_DATE];
