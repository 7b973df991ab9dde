import type { QueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RouteErrorView } from '@/components/route-error-view';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notificationsQueryOptions, useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationRow } from '../components/notification-row';

export function createLoader(queryClient: QueryClient) {
  return () =>
    whenSignedIn(queryClient, () => queryClient.ensureInfiniteQueryData(notificationsQueryOptions()));
}

/**
 * /notifications (signed in): the person's notifications, newest first, unread ones marked; each opens what
 * it is about and is then read. "Mark all as read", and "Load more" for older ones.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotifications();
  const markRead = useMarkRead();
  const items = data.pages.flatMap((page) => page.items);
  const unread = data.pages[0]?.unread ?? 0;
  const read = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, { onError: (error) => void showError(error.message) });

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
      {/* Says how many are unread, and that none are once the last is read (screen readers hear it). */}
      <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {items.length === 0
          ? ''
          : unread > 0
            ? t('notifications.unreadCount', { count: unread })
            : t('notifications.allRead')}
      </p>
      {items.length === 0 ? (
        <EmptyState title={t('notifications.empty')} text={t('notifications.emptyText')} />
      ) : (
        <ul
          aria-label={t('notifications.title')}
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              pending={markRead.isPending}
              onRead={(id) => read({ ids: [id] })}
            />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
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
