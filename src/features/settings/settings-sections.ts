/** Children of /settings (spec dashboard §2), in menu order. */
export const SETTINGS_SECTIONS = [
  { slug: 'profile-details', label: 'Profile details' },
  { slug: 'email-notifications', label: 'Email notifications' },
  { slug: 'billing-details', label: 'Billing details' },
  { slug: 'security-privacy', label: 'Security & privacy' },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['slug'];

/** The section a /settings/{slug} path shows; the first for anything else. */
export function settingsSectionOf(path: string): SettingsSection {
  const slug = path.replace(/^\/settings\/?/, '').replace(/\/+$/, '');
  return SETTINGS_SECTIONS.find((section) => section.slug === slug)?.slug ?? 'profile-details';
}
