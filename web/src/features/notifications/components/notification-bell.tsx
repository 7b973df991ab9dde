import { WEB_ROUTES } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * The navbar's bell for a signed-in person: a link to the notifications page with the unread count as a badge
 * over the icon's corner (as the cart's), refreshed every minute and when the window gets focus. The link's
 * name says the count ("Notifications, 3 unread"). Phones have no room for it beside the account menu and
 * the menu button: there the menu's account block links to the notifications with the count.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const label = count ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <Link
      to={WEB_ROUTES.notifications}
      aria-label={label}
      title={label}
      className="relative hidden rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 sm:block"
    >
      <StrokeIcon className="size-5">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </StrokeIcon>
      {count !== null && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-500 px-1 text-xs leading-none font-bold text-slate-950 tabular-nums"
        >
          {count > 99 ? `${formatCount(99)}+` : formatCount(count)}
        </span>
      )}
    </Link>
  );
}
