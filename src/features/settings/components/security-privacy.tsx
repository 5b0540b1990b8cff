import { longDate } from '../../../domain/long-date';
import { LoadError } from '../../../ui/load-error';
import { NewTabLink } from '../../../ui/new-tab-link';
import { Notice } from '../../../ui/notice';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { ToggleSwitch } from '../../../ui/toggle-switch';
import { useAccountSecurity } from '../api/account-security';
import { DeleteMyAccount } from './delete-my-account';
import { DownloadMyData } from './download-my-data';
import { PasswordChangeForm } from './password-change-form';
import { SignedInDevices } from './signed-in-devices';

/** Spec dashboard §2, word for word. */
export const SECURITY_SETTINGS_TITLE = 'Security settings';
export const SECURITY_NOTIFICATIONS_TITLE = 'Security Notifications';
export const PASSWORD_REMINDER_LABEL = 'Remind me to update my password every 90 days';

/**
 * 'Security & privacy' (spec dashboard §2; decision 0073): the password form, the opt-in
 * reminder (never a forced expiry) and the signed-in devices. With an external identity
 * provider the password is changed there, and this page says where.
 */
export function SecurityPrivacy() {
  const { status, changePassword, setReminder, signOut } = useAccountSecurity();
  if (status.isError) {
    return <LoadError message="We could not load your security settings." query={status} />;
  }
  const security = status.data;
  if (!security) {
    return (
      <div className="ch-settings__skeleton">
        <TextSkeleton label="Loading your security settings…" width="24ch" />
      </div>
    );
  }
  const external = security.password_managed_by === 'external';
  return (
    <div className="ch-settings__panel">
      <section className="ch-settings__group" aria-labelledby="security-settings">
        <h3 id="security-settings" className="ch-settings__subheading">
          {SECURITY_SETTINGS_TITLE}
        </h3>
        {external ? (
          <Notice>
            Your password is kept by your sign-in provider. Change it there:{' '}
            {security.manage_url ? (
              <NewTabLink href={security.manage_url}>
                {new URL(security.manage_url).host}
              </NewTabLink>
            ) : null}
          </Notice>
        ) : (
          <>
            <p className="ch-muted">
              Last changed {longDate(security.password_changed_at)}. Changing it signs out every
              other device; this one stays signed in.
            </p>
            <PasswordChangeForm change={changePassword} />
          </>
        )}
      </section>

      <section className="ch-settings__group" aria-labelledby="security-notifications">
        <h3 id="security-notifications" className="ch-settings__subheading">
          {SECURITY_NOTIFICATIONS_TITLE}
        </h3>
        <ToggleSwitch
          isSelected={setReminder.isPending ? setReminder.variables : security.password_reminder}
          isDisabled={setReminder.isPending}
          onChange={(on) => setReminder.mutate(on)}
          aria-describedby="password-reminder-note"
        >
          {PASSWORD_REMINDER_LABEL}
        </ToggleSwitch>
        <p id="password-reminder-note" className="ch-muted" role="status">
          {setReminder.isError
            ? `Your choice was not saved. ${setReminder.error.message}`
            : (setReminder.data?.message ??
              'An email reminder only: your password never expires on its own.')}
        </p>
      </section>

      {external ? null : (
        <section className="ch-settings__group" aria-labelledby="signed-in-devices">
          <h3 id="signed-in-devices" className="ch-settings__subheading">
            Signed-in devices
          </h3>
          <p className="ch-muted" role="status">
            {signOut.isError
              ? `Nothing was signed out. ${signOut.error.message}`
              : (signOut.data?.message ??
                'Browsers where your account is signed in. Sign out any you do not recognise, then change your password.')}
          </p>
          <SignedInDevices devices={security.devices} signOut={signOut} />
        </section>
      )}

      <DownloadMyData />
      <DeleteMyAccount />
    </div>
  );
}
