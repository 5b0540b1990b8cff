/**
 * Whether the owner is signing out: the page is leaving for the provider's sign-out on purpose.
 * Until it has left, nothing may send it elsewhere first: not a 401 from a request still in
 * flight (its grant was just revoked, its token cleared), which would reload it onto the
 * sign-in page, nor the sign-in gate, which sees the tokens gone.
 */
let signingOut = false;

/** Called by the sign-out before it clears or revokes anything. */
export function beginSignOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function resetSignOutForTests(): void {
  signingOut = false;
}
