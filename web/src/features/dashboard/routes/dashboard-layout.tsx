import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { AdminsOnly } from '../components/admins-only';
import { DashboardSidebar } from '../components/dashboard-sidebar';
import { NoticeProvider } from '../components/notice';

/**
 * /dashboard and below, for staff (administrators, moderators, support, finance). The signed-out case never
 * gets here (the route guard sends them to the login page); a signed-in user with no staff role gets the
 * 'Admins only' screen.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner label={t('auth.checking')} />;
  if (!user) return null;
  // Any staff member gets in; the menu shows only their sections, and the server checks every call.
  if (!user.roles?.length) return <AdminsOnly email={user.email} />;
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex dark:bg-slate-950">
      <SkipLink />
      <DashboardSidebar />
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        <div className="mx-auto max-w-7xl">
          <NoticeProvider>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </NoticeProvider>
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
