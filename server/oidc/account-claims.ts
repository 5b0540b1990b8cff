import type { Account } from '../services/accounts';

/** The OpenID claims of an account, for ID tokens and userinfo alike. */
export function accountClaims(account: Account) {
  return {
    sub: String(account.id),
    email: account.email,
    email_verified: account.emailConfirmedAt !== null,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
  };
}
