import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { selectQuestion, shortText } from './builders';
import { EFFECTIVE_DATE } from './shared';

export const BANK = shortText('bank_name', 'Bank name');
export const SIGNERS = shortText(
  'authorized_signers',
  'Authorized signers',
  'Ana Ruiz and Ben Cole',
);
export const RULE = selectQuestion('signing_rule', 'Who must sign', [
  ['any-one', 'any one authorized signer, acting alone'],
  ['any-two', 'any two authorized signers, acting together'],
]);

export const QUESTIONS: readonly FieldDefinition[] = [BANK, SIGNERS, RULE, EFFECTIVE_DATE];
