import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { selectQuestion, shortText } from './builders';
import { EFFECTIVE_DATE } from './shared';

export const OTHER = shortText('other_party_name', 'Other party’s name');
export const PURPOSE = shortText('purpose', 'Purpose', 'discussing a possible partnership');
export const YEARS = selectQuestion(
  'confidentiality_period',
  'How long information stays confidential',
  [
    ['1', 'one year'],
    ['2', 'two years'],
    ['3', 'three years'],
    ['5', 'five years'],
  ],
);

export const QUESTIONS: readonly FieldDefinition[] = [OTHER, PURPOSE, EFFECTIVE_DATE, YEARS];
