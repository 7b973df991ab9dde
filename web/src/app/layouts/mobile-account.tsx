import { WEB_ROUTES, type User } from '@bulkbazar/contract';
import { Avatar } from '@/components/ui/avatar';
import { navItemClasses, NavList } from '@/components/ui/nav-list';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useDecidesApprovals } from './use-decides-approvals';
import { useReadsCompanyBooks } from './use-reads-company-books';
import { useSignOut } from './use-sign-out';

/** The mobile menu's account block: who is signed in, their notifications, their profile, the approvals
 * inbox for a company's owner or approver, its invoices and credit for its owner, finance or approver, and the
 * way out. */
export function MobileAccount({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  // Phones show no bell in the navbar: the count is here.
  const unread = useUnreadCount();
  const approves = useDecidesApprovals();
  const readsBooks = useReadsCompanyBooks();
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
      <NavList
        vertical
        onNavigate={onNavigate}
        items={[
          {
            to: WEB_ROUTES.notifications,
            label: unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.title'),
          },
          { to: paths.profile, label: t('nav.profile') },
          { to: WEB_ROUTES.company, label: t('nav.company') },
          ...(approves ? [{ to: WEB_ROUTES.approvals, label: t('nav.approvals') }] : []),
          ...(readsBooks ? [{ to: WEB_ROUTES.companyCredit, label: t('nav.credit') }] : []),
          { to: paths.myProducts, label: t('nav.myProducts') },
          { to: paths.addProduct, label: t('nav.addProduct') },
          { to: WEB_ROUTES.sellerFinance, label: t('nav.finance') },
        ]}
      >
        <li>
          <button
            type="button"
            className={`${navItemClasses({ isActive: false })} w-full text-left`}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      </NavList>
    </section>
  );
}
