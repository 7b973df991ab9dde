import { rolesAllow, WEB_ROUTES, type StaffPermission } from '@bulkbazar/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { MenuButton } from '@/components/ui/menu-button';
import { navItemClasses, NavList } from '@/components/ui/nav-list';
import { useAuth } from '@/lib/auth/use-auth';
import { brand } from '@/lib/brand';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { splitBrand } from '@/lib/split-brand';
import { useDisclosure } from '@/lib/use-disclosure';
import { ExportMenu } from './export-menu';

const [first, second] = splitBrand(brand);

/**
 * Each section with the permission its API needs (packages/contract/src/staff.ts); `admin`: administrators
 * only. The menu shows a staff member only what the server would let them open (issue 33 item 1).
 */
const sections: readonly { to: string; label: string; needs: StaffPermission | 'admin'; end?: boolean }[] = [
  { to: paths.dashboard, label: 'dashboard.nav.home', needs: 'admin', end: true },
  { to: paths.dashboardUsers, label: 'dashboard.nav.users', needs: 'users.read' },
  { to: paths.dashboardProducts, label: 'dashboard.nav.products', needs: 'listings' },
  { to: WEB_ROUTES.dashboardSynonyms, label: 'synonyms.nav', needs: 'listings' },
  { to: WEB_ROUTES.dashboardVerifications, label: 'verification.queue.nav', needs: 'verification' },
  { to: paths.dashboardOrders, label: 'dashboard.nav.orders', needs: 'orders' },
  { to: paths.dashboardPayments, label: 'payments.ledger.nav', needs: 'payments' },
  // Finance (issue 29): one entry, marked on every finance page (they live under it; see finance-tabs.tsx).
  { to: WEB_ROUTES.dashboardFinance, label: 'financeOverview.nav', needs: 'payments' },
  { to: WEB_ROUTES.dashboardCredit, label: 'creditBook.nav', needs: 'payments' },
  { to: WEB_ROUTES.dashboardRfqs, label: 'rfq.admin.nav', needs: 'messages' },
  { to: WEB_ROUTES.dashboardOutbox, label: 'notifications.outbox.nav', needs: 'admin' },
  { to: WEB_ROUTES.dashboardSmsOutbox, label: 'smsOutbox.nav', needs: 'admin' },
  { to: paths.dashboardContent, label: 'dashboard.nav.content', needs: 'admin' },
  { to: paths.dashboardNewsletter, label: 'dashboard.nav.newsletter', needs: 'admin' },
  { to: WEB_ROUTES.dashboardAudit, label: 'audit.nav', needs: 'admin' },
];

/** The sections someone holding `roles` may open (an administrator: all). */
export function sectionsFor(roles: readonly string[]) {
  const admin = roles.includes('admin');
  return sections.filter((s) => admin || (s.needs !== 'admin' && rolesAllow(roles, s.needs)));
}

/**
 * SEED.md's sidebar: the sections, then the quick actions. A column beside the page on wide screens; on a
 * phone a bar with a menu button that opens it above the page.
 */
export function DashboardSidebar() {
  const { t } = useTranslation();
  const { user, isAdmin } = useAuth();
  const menu = useDisclosure();
  const roles = user?.roles ?? [];
  const panelId = useId();

  return (
    <aside className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:h-dvh lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2 px-4 py-3 lg:py-5">
        <Link to={paths.dashboard} className="text-xl font-extrabold tracking-tight" onClick={menu.close}>
          <span className="text-emerald-800 dark:text-emerald-400">{first}</span>
          <span className="text-orange-600 dark:text-orange-400">{second}</span>
          <span className="ml-2 rounded bg-slate-900 px-1.5 py-0.5 align-middle text-xs font-semibold text-white dark:bg-slate-100 dark:text-slate-900">
            {t('dashboard.admin')}
          </span>
        </Link>
        <MenuButton
          open={menu.open}
          controls={panelId}
          label={t('dashboard.menu')}
          onToggle={menu.toggle}
          className="lg:hidden"
        />
      </div>
      <div
        id={panelId}
        className={`${menu.open ? 'block' : 'hidden'} max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-3 pb-5 lg:block lg:max-h-none lg:overflow-visible lg:border-t-0 dark:border-slate-800`}
      >
        <nav aria-label={t('dashboard.sidebar')} className="pt-3 lg:pt-0">
          <NavList
            vertical
            onNavigate={menu.close}
            items={sectionsFor(roles).map(({ to, label, end }) => ({
              to,
              end,
              label: t(label as Parameters<typeof t>[0]),
            }))}
          />
        </nav>
        <h2 className="mt-6 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('dashboard.quickActions')}
        </h2>
        <NavList
          vertical
          className="mt-2"
          onNavigate={menu.close}
          items={isAdmin ? [{ to: paths.dashboardAddProduct, label: t('dashboard.newProduct') }] : []}
        >
          {rolesAllow(roles, 'exports') && (
            <li>
              <ExportMenu />
            </li>
          )}
          <li>
            <Link to={paths.home} className={navItemClasses({ isActive: false })}>
              {t('dashboard.backHome')}
            </Link>
          </li>
        </NavList>
        {user && (
          <div className="mt-6 flex items-center gap-3 border-t border-slate-200 px-3 pt-4 dark:border-slate-800">
            <Avatar name={user.name} src={user.image} />
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
          </div>
        )}
      </div>
    </aside>
  );
}
