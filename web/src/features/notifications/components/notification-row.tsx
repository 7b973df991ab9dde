import type { NotificationItem } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * One notification: its subject (a link to what it is about, when it is about something in the shop), its
 * text and when it came. An unread one is tinted and says so to screen readers; opening it, or "Mark as read"
 * when it leads nowhere, marks it read.
 */
export function NotificationRow({
  item,
  onRead,
  pending,
}: {
  item: NotificationItem;
  onRead: (id: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `notification-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex gap-3 p-4 ${item.read ? '' : 'bg-emerald-50/70 dark:bg-emerald-950/40'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${item.read ? '' : 'bg-orange-500'}`}
      />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className={`text-base ${item.read ? 'font-medium' : 'font-bold'}`}>
          {!item.read && <span className="sr-only">{t('notifications.unread')}: </span>}
          {item.path ? (
            <Link
              to={item.path}
              onClick={() => {
                if (!item.read) onRead(item.id);
              }}
              className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
            >
              {item.subject}
            </Link>
          ) : (
            item.subject
          )}
        </h2>
        {item.text && (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {item.text}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={item.createdAt}>{formatDhakaDateTime(item.createdAt)}</time>
        </p>
      </div>
      {!item.read && !item.path && (
        <Button variant="ghost" size="sm" disabled={pending} onClick={() => onRead(item.id)}>
          {t('notifications.markRead')}
        </Button>
      )}
    </li>
  );
}
