import { useTranslation } from '@/lib/i18n';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { takeSignedOut } from '@/lib/auth/signed-out-on-purpose';
import { useAuth } from '@/lib/auth/use-auth';
import type { FromState } from '@/lib/auth/return-to';
import { paths } from '@/lib/paths';

/**
 * The routes below need a signed-in user. While the session is still unknown a loader shows; a visitor who is
 * signed out goes to the login page, which brings them back here (the location travels in navigation state).
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner label={t('auth.checking')} />;
  if (!user && takeSignedOut()) return <Navigate to={paths.home} replace />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location } satisfies FromState} />;
  return <Outlet />;
}
