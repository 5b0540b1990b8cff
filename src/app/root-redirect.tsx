import { Redirect, useSearch } from 'wouter';
import { useSession } from '../api/session';

/**
 * `/` (spec foundation §2): the dashboard for a signed-in owner, otherwise the start of
 * registration. The query string is kept so a marketing link such as `/?tiers=GROWTH`
 * still reaches the registration page.
 */
export function RootRedirect() {
  const session = useSession();
  const search = useSearch();
  if (session.status === 'signed-in') return <Redirect to="/dashboard" replace />;
  return <Redirect to={`/registration/page1${search ? `?${search}` : ''}`} replace />;
}
