import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { brand } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { splitBrand } from '@/lib/split-brand';
import { ExportMenu } from './export-menu';

const [first, second] = splitBrand(brand);

const sections = [
  { to: paths.dashboard, label: 'dashboard.nav.home', end: true },
  { to: paths.dashboardUsers, label: 'dashboard.nav.users' },
  { to: paths.dashboardProducts, label: 'dashboard.nav.products' },
  { to: paths.dashboardOrders, label: 'dashboard.nav.orders' },
  { to: paths.dashboardContent, label: 'dashboard.nav.content' },
  { to: paths.dashboardNewsletter, label: 'dashboard.nav.newsletter' },
] as const;

const itemClasses =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const navClasses = ({ isActive }: { isActive: boolean }) =>
  isActive
    ? 'block rounded-lg px-3 py-2 text-sm font-medium bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
    : itemClasses;

/**
 * SEED.md's sidebar: the sections, then the quick actions. A column beside the page on wide screens; on a
 * phone a bar with a menu button that opens it above the page.
 */
export function DashboardSidebar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <aside className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:h-dvh lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2 px-4 py-3 lg:py-5">
        <Link to={paths.dashboard} className="text-xl font-extrabold tracking-tight" onClick={close}>
          <span className="text-emerald-800 dark:text-emerald-400">{first}</span>
          <span className="text-orange-600 dark:text-orange-400">{second}</span>
          <span className="ml-2 rounded bg-slate-900 px-1.5 py-0.5 align-middle text-xs font-semibold text-white dark:bg-slate-100 dark:text-slate-900">
            {t('dashboard.admin')}
          </span>
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <span className="sr-only">{t('dashboard.menu')}</span>
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
      </div>
      <div
        id={panelId}
        className={`${open ? 'block' : 'hidden'} max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-3 pb-5 lg:block lg:max-h-none lg:overflow-visible lg:border-t-0 dark:border-slate-800`}
      >
        <nav aria-label={t('dashboard.sidebar')} className="pt-3 lg:pt-0">
          <ul className="flex flex-col gap-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={'end' in section ? section.end : false}
                  className={navClasses}
                  onClick={close}
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <h2 className="mt-6 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('dashboard.quickActions')}
        </h2>
        <ul className="mt-2 flex flex-col gap-1">
          <li>
            <NavLink to={paths.dashboardAddProduct} className={navClasses} onClick={close}>
              {t('dashboard.newProduct')}
            </NavLink>
          </li>
          <li>
            <ExportMenu linkClasses={itemClasses} />
          </li>
          <li>
            <Link to={paths.home} className={itemClasses}>
              {t('dashboard.backHome')}
            </Link>
          </li>
        </ul>
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
