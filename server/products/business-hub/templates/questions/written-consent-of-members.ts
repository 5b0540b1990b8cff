import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { longText } from './builders';
import { EFFECTIVE_DATE } from './shared';

export const ACTIONS = longText('actions_approved', 'Actions approved');

export const QUESTIONS: readonly FieldDefinition[] = [EFFECTIVE_DATE, ACTIONS];
