import { useOnlineStatus } from './use-online-status';
import './offline-banner.css';

/** A clear, persistent note while the device has no connection. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="ch-offline-banner" role="status">
      <strong>You're offline.</strong> You can keep using what's on this device; Charter reconnects
      automatically.
    </div>
  );
}
