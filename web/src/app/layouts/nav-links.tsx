import { NavList } from '@/components/ui/nav-list';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { navItemsFor } from './nav-items';

/** The navbar's links, in a row on desktop and a column in the mobile menu. */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, loading, isAdmin } = useAuth();
  const items = navItemsFor(loading ? null : { signedIn: Boolean(user), isAdmin });
  return (
    <NavList
      items={items.map((item) => ({ to: item.to, label: t(item.label), end: item.end }))}
      vertical={vertical}
      onNavigate={onNavigate}
    />
  );
}
