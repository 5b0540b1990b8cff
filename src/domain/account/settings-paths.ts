/** The settings area and the addresses of its child pages that mails and help link to. */
export const SETTINGS_PATH = '/settings';

/** The child pages' slugs (spec dashboard §2), in menu order. */
export const SETTINGS_SLUGS = [
  'profile-details',
  'email-notifications',
  'billing-details',
  'security-privacy',
] as const;
export type SettingsSlug = (typeof SETTINGS_SLUGS)[number];

export const settingsPath = (slug: SettingsSlug) => `${SETTINGS_PATH}/${slug}`;
export const EMAIL_NOTIFICATIONS_PATH = settingsPath('email-notifications');
export const SECURITY_SETTINGS_PATH = settingsPath('security-privacy');
