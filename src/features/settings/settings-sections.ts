/** Children of /settings (spec dashboard §2), in menu order. */
export const SETTINGS_SECTIONS = [
  { slug: 'profile-details', label: 'Profile details' },
  { slug: 'email-notifications', label: 'Email notifications' },
  { slug: 'billing-details', label: 'Billing details' },
  { slug: 'security-privacy', label: 'Security & privacy' },
] as const;
