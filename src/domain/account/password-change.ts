import { messages } from '../questionnaire/messages';
import { confirmPasswordError, passwordError } from '../questionnaire/password-rules';
import { MAX_TEXT_LENGTH } from '../text-limits';

/** The security form of spec dashboard §3: current_password, password, confirm_password. */
export interface PasswordChangeForm {
  current_password: string;
  password: string;
  confirm_password: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

/** The form's labels: its field titles in the messages, and the page's own words. */
export const PASSWORD_CHANGE_LABELS = {
  current_password: 'Current password',
  password: 'New password',
  confirm_password: 'Confirm password',
} as const satisfies Record<keyof PasswordChangeForm, string>;

/** The spec shows none: a new password equal to the current one changes nothing. */
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from your current one.';

/**
 * What is wrong with a new password, by the spec's rules (foundation §5) and its length (max 128):
 * the browser's form and the server's reset page and password call all ask this.
 */
export function newPasswordError(password: string): string | null {
  if (password === '') return messages.required(PASSWORD_CHANGE_LABELS.password);
  if (password.length > MAX_TEXT_LENGTH)
    return messages.maxLength(PASSWORD_CHANGE_LABELS.password, MAX_TEXT_LENGTH);
  return passwordError(password);
}

/**
 * The security form's errors, each field's first (spec dashboard §5: the three are required,
 * at most 128 characters; the new one keeps the password rules and the confirmation matches).
 */
export function passwordChangeErrors(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const { current_password: current, password, confirm_password: confirmation } = form;
  if (current === '')
    errors.current_password = messages.required(PASSWORD_CHANGE_LABELS.current_password);
  else if (current.length > MAX_TEXT_LENGTH)
    errors.current_password = messages.maxLength(
      PASSWORD_CHANGE_LABELS.current_password,
      MAX_TEXT_LENGTH,
    );
  const passwordProblem =
    newPasswordError(password) ?? (password === current ? SAME_PASSWORD_MESSAGE : null);
  if (passwordProblem) errors.password = passwordProblem;
  if (confirmation === '')
    errors.confirm_password = messages.required(PASSWORD_CHANGE_LABELS.confirm_password);
  else {
    const mismatch = confirmPasswordError(password, confirmation);
    if (mismatch) errors.confirm_password = mismatch;
  }
  return errors;
}

/**
 * A new password found among the passwords most used and leaked (NIST SP 800-63B §3.1.1.2: the
 * server checks it against a list of such passwords; server/account/common-passwords.ts).
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common or leaked passwords. Please choose a less predictable one.';

/** The current password given to change it is not the owner's. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect.';
