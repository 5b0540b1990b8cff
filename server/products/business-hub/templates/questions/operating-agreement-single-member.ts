import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { shortText } from './builders';
import { EFFECTIVE_DATE, FORMATION_DATE } from './shared';

export const SUCCESSOR = shortText(
  'successor_name',
  'Successor if you die or become incapacitated',
);

export const QUESTIONS: readonly FieldDefinition[] = [EFFECTIVE_DATE, FORMATION_DATE, SUCCESSOR];
