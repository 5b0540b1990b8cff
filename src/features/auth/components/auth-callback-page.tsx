import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../ui/button';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { completeSignIn, signInRedirect } from '../oidc-client';
import './auth-states.css';

// The authorization code is single-use: StrictMode's double effect must not redeem it twice.
let completion: Promise<string> | null = null;

/** /auth/callback: the identity provider sends the owner back here after signing in. */
export function AuthCallbackPage() {
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    completion ??= completeSignIn();
    completion
      .then((returnTo) => navigate(returnTo, { replace: true }))
      .catch(() => setFailed(true))
      .finally(() => {
        completion = null;
      });
  }, [navigate]);

  if (failed) {
    return (
      <div className="ch-auth-state" role="alert">
        <h1>We couldn't complete your sign-in</h1>
        <p>The sign-in link may have expired or already been used.</p>
        <Button onPress={() => void signInRedirect('/dashboard')}>Sign in again</Button>
      </div>
    );
  }
  return <FullPageLoader label="Signing you in…" />;
}
