import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { percentQuestion, shortText } from './builders';
import { EFFECTIVE_DATE } from './shared';

export const ASSIGNOR = shortText('assignor_name', 'Member transferring the interest');
export const ASSIGNEE = shortText('assignee_name', 'Person receiving the interest');
export const SHARE = percentQuestion('percentage_assigned', 'Percentage transferred');
export const PRICE = shortText('price', 'Price paid', '$10,000.00, or “a gift”');

export const QUESTIONS: readonly FieldDefinition[] = [
  ASSIGNOR,
  ASSIGNEE,
  SHARE,
  PRICE,
  EFFECTIVE_DATE,
];
