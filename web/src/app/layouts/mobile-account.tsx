import type { User } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/lib/paths';
import { useSignOut } from './use-sign-out';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  `block w-full rounded-lg px-3 py-2 text-left text-sm font-medium ${
    isActive
      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** The mobile menu's account block: who is signed in, their profile and the way out. */
export function MobileAccount({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <section
      aria-label={t('nav.account')}
      className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800"
    >
      <div className="flex items-center gap-3 px-3 pb-2">
        <Avatar name={user.name} src={user.image} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{user.name}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to={paths.profile} className={itemClasses} onClick={onNavigate}>
            {t('nav.profile')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.myProducts} className={itemClasses} onClick={onNavigate}>
            {t('nav.myProducts')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.addProduct} className={itemClasses} onClick={onNavigate}>
            {t('nav.addProduct')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className={itemClasses({ isActive: false })}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}
