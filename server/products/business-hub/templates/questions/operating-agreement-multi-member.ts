import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { shortText } from './builders';
import { EFFECTIVE_DATE, FORMATION_DATE } from './shared';

export const REPRESENTATIVE = shortText('partnership_representative', 'Partnership representative');

export const QUESTIONS: readonly FieldDefinition[] = [
  EFFECTIVE_DATE,
  FORMATION_DATE,
  REPRESENTATIVE,
];
