import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { selectQuestion, shortText } from './builders';
import { START_DATE } from './shared';

export const CANDIDATE = shortText('candidate_name', 'Candidate name');
export const JOB = shortText('job_title', 'Job title');
export const PAY = shortText('pay', 'Pay', '$52,000 a year, paid every two weeks');
export const KIND = selectQuestion('position_type', 'Type of position', [
  ['full-time-nonexempt', 'full-time, non-exempt (paid overtime)'],
  ['full-time-exempt', 'full-time, exempt (salaried, not paid overtime)'],
  ['part-time-nonexempt', 'part-time, non-exempt (paid overtime)'],
]);

export const QUESTIONS: readonly FieldDefinition[] = [CANDIDATE, JOB, START_DATE, PAY, KIND];
