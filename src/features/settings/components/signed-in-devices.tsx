import { longDate } from '../../../domain/long-date';
import type { SignedInDevice } from '../../../domain/contracts/account-security';
import { TagBadge } from '../../../ui/tag-badge';
import { Button } from '../../../ui/button';
import type { useAccountSecurity } from '../api/account-security';

interface SignedInDevicesProps {
  devices: readonly SignedInDevice[];
  signOut: ReturnType<typeof useAccountSecurity>['signOut'];
}

/**
 * The browsers signed in to the account, this one first, each with when it signed in and was
 * last used; any other can be signed out, or all of them at once.
 */
export function SignedInDevices({ devices, signOut }: SignedInDevicesProps) {
  const others = devices.filter((device) => !device.current);
  const pendingDevice =
    signOut.isPending && signOut.variables !== 'others' ? signOut.variables?.device : null;
  return (
    <>
      <ul className="ch-settings__devices">
        {devices.map((device) => (
          <li key={device.id} className="ch-settings__device">
            <div>
              <p className="ch-settings__device-name">
                {device.browser} {device.current ? <TagBadge>This device</TagBadge> : null}
              </p>
              <p className="ch-muted">
                Signed in {longDate(device.signed_in_at)}
                {device.last_active_at && !device.current
                  ? ` · last active ${longDate(device.last_active_at)}`
                  : ''}
              </p>
            </div>
            {device.current ? null : (
              <Button
                variant="secondary"
                aria-label={`Sign out ${device.browser}, signed in ${longDate(device.signed_in_at)}`}
                isPending={pendingDevice === device.id}
                onPress={() => signOut.mutate({ device: device.id })}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="ch-settings__actions">
        <Button
          variant="secondary"
          isDisabled={others.length === 0}
          isPending={signOut.isPending && signOut.variables === 'others'}
          onPress={() => signOut.mutate('others')}
        >
          Sign out everywhere else
        </Button>
      </div>
    </>
  );
}
