import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RouteErrorView } from '@/components/route-error-view';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  notificationsQueryOptions,
  useNewestNotifications,
  useOlderNotifications,
} from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationRow } from '../components/notification-row';
import { OlderNotifications } from '../components/older-notifications';

export function createLoader(queryClient: QueryClient) {
  return () => whenSignedIn(queryClient, () => queryClient.ensureQueryData(notificationsQueryOptions()));
}

/**
 * /notifications (signed in): the person's notifications, newest first, unread ones marked; each opens what
 * it is about and is then read. "Mark all as read", and "Load more" for older ones.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const { data: newest } = useNewestNotifications();
  // The `before` of each older page loaded so far; the last one's answer says whether there are more.
  const [older, setOlder] = useState<string[]>([]);
  const last = useOlderNotifications(older.at(-1) ?? '');
  const next = last.data?.next ?? null;
  const markRead = useMarkRead();
  const unread = newest.unread;
  const read = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, { onError: (error) => void showError(error.message) });
  const row = { pending: markRead.isPending, onRead: (id: string) => read({ ids: [id] }) };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('notifications.title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('notifications.intro')}</p>
        </div>
        {unread > 0 && (
          <Button variant="secondary" disabled={markRead.isPending} onClick={() => read({ all: true })}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </header>
      {/* How many are unread, and that none are once the last is read (screen readers hear it). */}
      <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {newest.items.length === 0
          ? ''
          : unread > 0
            ? t('notifications.unreadCount', { count: unread })
            : t('notifications.allRead')}
      </p>
      {newest.items.length === 0 ? (
        <EmptyState title={t('notifications.empty')} text={t('notifications.emptyText')} />
      ) : (
        <ul
          aria-label={t('notifications.title')}
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {newest.items.map((item) => (
            <NotificationRow key={item.id} item={item} {...row} />
          ))}
          {older.map((before) => (
            <OlderNotifications key={before} before={before} {...row} />
          ))}
        </ul>
      )}
      {last.isError && (
        <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
          {last.error.message}
        </p>
      )}
      {(next || last.isPending || last.isError) && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={last.isPending}
            aria-busy={last.isPending}
            onClick={() => (next ? setOlder([...older, next]) : void last.refetch())}
          >
            {t('notifications.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
