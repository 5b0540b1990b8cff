/** The validation messages of spec foundation §5 and dashboard §5, word for word. */
export const messages = {
  required: (title?: string) => (title ? `${title} is required` : 'Field is required'),
  maxLength: (title: string, n: number) => `${title} must not exceed ${n} characters`,
  minLength: (title: string, n: number) => `${title} must be at least ${n} characters`,
  max: (label: string, max: number) => `${label} should not be greater than ${max}.`,
  min: (label: string, min: number) => `${label} should not be smaller than ${min}.`,
  format: (title: string) => `${title} format is invalid`,
  /** A list over its max_rows; the spec has no message, so this is the list's own note. */
  maxRows: (title: string, n: number) => `You can list up to ${n} ${title.toLowerCase()}.`,
  /**
   * A list whose rows do not add up as they must (the members' percentage interests; the spec
   * has no message).
   */
  rowsTotal: (title: string, value: number, total: number) =>
    `${title} must add up to ${value} (they add up to ${total})`,
  /** A coming-soon option (EIN's Other); the spec has no message for it. */
  optionComingSoon: (label: string) => `${label} is coming soon and cannot be chosen yet`,
  /**
   * A sensitive answer sent masked with nothing saved that it could stand for (issue 14; the
   * spec has no message): the owner types the whole number.
   */
  enterInFull: (title: string) => `Please enter the full ${title}`,
  businessNameFormat: "Only letters, numbers, spaces, '-' and '&' are allowed",
  businessClassRequired: 'This field is required',
  emailsDoNotMatch: 'Emails do not match',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  emailAlreadyAssociated:
    'This email is already associated with an account. Please enter a different email or log in.',
  nameUnavailable:
    'Name Unavailable. This business name is already taken in your state. Try a different name or make a slight tweak...',
} as const;
