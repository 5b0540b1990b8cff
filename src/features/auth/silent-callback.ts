import { UserManager } from 'oidc-client-ts';

// Runs inside the hidden frame of the silent sign-in check: it hands the identity provider's
// answer to the app in the parent window (trySilentSignIn). The settings are only there to
// satisfy the constructor; the callback reads nothing but the URL.
void new UserManager({
  authority: window.location.origin,
  client_id: 'charter-silent-callback',
  redirect_uri: window.location.href,
}).signinSilentCallback();
