import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';

export const QUESTIONS: readonly FieldDefinition[] = [];
