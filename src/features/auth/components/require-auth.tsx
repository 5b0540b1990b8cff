import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../../../api/session';
import { buttonClassName } from '../../../ui/button-class';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { useOnlineStatus } from '../../../ui/use-online-status';
import './auth-states.css';

/**
 * The authentication gate of protected routes: a signed-out visitor is sent to the identity
 * provider with this page as the return address and a forced login prompt; a spinner shows
 * meanwhile.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const online = useOnlineStatus();
  const [failed, setFailed] = useState(false);
  const returnTo = search ? `${path}?${search}` : path;

  useEffect(() => {
    if (session.status !== 'signed-out' || !online || failed) return;
    // The OIDC client loads only when a redirect is needed: signed-in owners never download it.
    import('../oidc-client')
      .then(({ signInRedirect }) => signInRedirect(returnTo))
      .catch(() => setFailed(true));
  }, [session.status, online, failed, returnTo]);

  if (session.status === 'signed-in') return <>{children}</>;

  if (!online) {
    return (
      <div className="ch-auth-state" role="alert">
        <h1>You're offline</h1>
        <p>
          Signing in needs a connection. Reconnect and Charter will take you to the sign-in page.
        </p>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="ch-auth-state" role="alert">
        <h1>We couldn't reach the sign-in service</h1>
        <p>Please check your connection and try again.</p>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => setFailed(false)}
        >
          Try again
        </button>
      </div>
    );
  }
  return <FullPageLoader label="Redirecting to sign in…" />;
}
