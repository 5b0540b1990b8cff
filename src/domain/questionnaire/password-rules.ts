import { messages } from './messages';

/** The special characters a password may use to satisfy the special-character rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()-_=+[]{}|;:\'",.<>/?`~\\';
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** The checklist line, and the error while the rule is unmet. */
  message: string;
  met: boolean;
}

/** The live checklist of spec §5, in the order the errors are reported. */
export function passwordChecklist(password: string): PasswordRule[] {
  return [
    {
      id: 'length',
      message: messages.passwordTooShort,
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { id: 'uppercase', message: messages.passwordUppercase, met: /[A-Z]/.test(password) },
    { id: 'lowercase', message: messages.passwordLowercase, met: /[a-z]/.test(password) },
    { id: 'number', message: messages.passwordNumber, met: /\d/.test(password) },
    {
      id: 'special',
      message: messages.passwordSpecial,
      met: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
    },
  ];
}

/** The first unmet rule's message, or null for an acceptable password. */
export function passwordError(password: string): string | null {
  return passwordChecklist(password).find((rule) => !rule.met)?.message ?? null;
}

/** The checklist shows while a rule is unmet or the field is in error (spec §5). */
export function showPasswordChecklist(password: string, fieldHasError: boolean): boolean {
  return fieldHasError || passwordChecklist(password).some((rule) => !rule.met);
}

export function confirmPasswordError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : messages.passwordsDoNotMatch;
}

/** confirm_email must equal email, ignoring case. */
export function confirmEmailError(email: string, confirmation: string): string | null {
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase()
    ? null
    : messages.emailsDoNotMatch;
}
