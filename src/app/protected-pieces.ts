import { lazyScreen } from './lazy-screen';

/**
 * The sign-in gate and the dashboard shell are loaded on demand: a visitor on the public
 * registration pages never downloads the OIDC client, the account menu or the dashboard.
 */
export const RequireAuth = lazyScreen(() =>
  import('../features/auth/components/require-auth').then((m) => m.RequireAuth),
);

export const DashboardLayout = lazyScreen(() =>
  import('./layouts/dashboard-layout').then((m) => m.DashboardLayout),
);
