import { SETTINGS_PATH, type SettingsSlug } from '../../domain/account/settings-paths';

/** Children of /settings (spec dashboard §2), in menu order, with their menu labels. */
export const SETTINGS_SECTIONS = [
  { slug: 'profile-details', label: 'Profile details' },
  { slug: 'email-notifications', label: 'Email notifications' },
  { slug: 'billing-details', label: 'Billing details' },
  { slug: 'security-privacy', label: 'Security & privacy' },
] as const satisfies ReadonlyArray<{ slug: SettingsSlug; label: string }>;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['slug'];

/** The section a /settings/{slug} path shows; the first for anything else. */
export function settingsSectionOf(path: string): SettingsSection {
  const slug = path.slice(SETTINGS_PATH.length).replace(/^\/+|\/+$/g, '');
  return SETTINGS_SECTIONS.find((section) => section.slug === slug)?.slug ?? 'profile-details';
}
