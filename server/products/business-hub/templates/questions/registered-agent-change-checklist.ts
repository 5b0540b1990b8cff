import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion, shortText } from './builders';

export const NEW_AGENT = shortText('new_agent_name', 'New registered agent');
export const CHANGE_BY = dateQuestion('change_by', 'Target date for the change');

export const QUESTIONS: readonly FieldDefinition[] = [NEW_AGENT, CHANGE_BY];
