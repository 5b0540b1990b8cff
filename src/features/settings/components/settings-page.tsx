import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../../ui/page-header';
import { SubNavLayout, subNavItems } from '../../../ui/sub-nav';
import { SETTINGS_SECTIONS, settingsSectionOf } from '../settings-sections';
import { EmailNotifications } from './email-notifications';
import { ProfileDetails } from './profile-details';
import { SecurityPrivacy } from './security-privacy';
import './settings.css';

const ITEMS = subNavItems('/settings', SETTINGS_SECTIONS);

export interface SettingsPageProps {
  /**
   * The 'Billing details' child: the checkout feature's saved cards and billing address, put
   * here by the app (features do not import each other; decision 0077).
   */
  billingDetails: ReactNode;
}

/** 'Settings' (spec dashboard §1, §2): each child its own address. */
export function SettingsPage({ billingDetails }: SettingsPageProps) {
  const [location] = useLocation();
  const section = settingsSectionOf(location);
  return (
    <>
      <PageHeader title="Settings" />
      <SubNavLayout label="Settings" items={ITEMS}>
        {section === 'profile-details' ? (
          <ProfileDetails />
        ) : section === 'security-privacy' ? (
          <SecurityPrivacy />
        ) : section === 'email-notifications' ? (
          <EmailNotifications />
        ) : (
          billingDetails
        )}
      </SubNavLayout>
    </>
  );
}
