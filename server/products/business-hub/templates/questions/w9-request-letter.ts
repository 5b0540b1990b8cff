import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion } from './builders';
import { CONTRACTOR_NAME } from './shared';

export const RETURN_BY = dateQuestion('return_by', 'Return by');

export const QUESTIONS: readonly FieldDefinition[] = [CONTRACTOR_NAME, RETURN_BY];
