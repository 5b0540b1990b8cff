import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { dateQuestion, shortText } from './builders';

export const DATE = dateQuestion('meeting_date', 'Meeting date');
export const PLACE = shortText(
  'meeting_location',
  'Where the meeting was held',
  'Company office, or by video call',
);
export const CHAIR = shortText('chair_name', 'Who led the meeting');
export const RECORDER = shortText('recorder_name', 'Who took the minutes');

export const QUESTIONS: readonly FieldDefinition[] = [DATE, PLACE, CHAIR, RECORDER];
