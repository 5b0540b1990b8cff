import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { yearQuestion } from './builders';

export const YEAR = yearQuestion('checklist_year', 'Year');

export const QUESTIONS: readonly FieldDefinition[] = [YEAR];
