// Ends the identity-provider session without asking: the user already chose "Sign out" in Charter.
document.getElementById('op.logoutForm')?.submit();
