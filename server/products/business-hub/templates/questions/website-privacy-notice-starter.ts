import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { emailField, textField } from '../../../../pages/field-builders';
import { EFFECTIVE_DATE } from './shared';

/** A site's address as typed: a host name and an optional path, with or without https://. */
const WEBSITE_REGEX = '^(https?://)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(/\\S*)?$';

export const WEBSITE = textField('website_address', 'Website address', {
  regex: WEBSITE_REGEX,
  placeholder: 'www.example.com',
});
export const EMAIL = emailField('privacy_email', 'Email for privacy questions');

export const QUESTIONS: readonly FieldDefinition[] = [WEBSITE, EMAIL, EFFECTIVE_DATE];
