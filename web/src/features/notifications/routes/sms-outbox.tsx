import { poishaToTaka } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { RouteErrorView } from '@/components/route-error-view';
import { EmptyState } from '@/components/ui/empty-state';
import { meQueryOptions } from '@/lib/auth/api/get-me';
import { formatDhakaDateTime, formatDigits, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { smsOutboxQueryOptions, useSmsOutbox } from '../api/get-sms-outbox';

export function createLoader(queryClient: QueryClient) {
  // Only an admin's visit prefetches (the layout shows anyone else its 'Admins only' screen).
  return async () => {
    const me = await queryClient.ensureQueryData(meQueryOptions());
    if (me?.role === 'admin') await queryClient.ensureQueryData(smsOutboxQueryOptions());
    return null;
  };
}

/**
 * /dashboard/sms-outbox (admins, issue 32): the texts the SMS stand-in received — sign-in codes and order news —
 * newest first, so the demo's codes can be read here; and what every SMS sent cost, and the code limits' refusals.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('smsOutbox.title'));
  const { data } = useSmsOutbox();
  const { totals } = data;
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('smsOutbox.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {data.keptHere ? t('smsOutbox.intro') : t('smsOutbox.gateway')}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('smsOutbox.totals', {
            sent: formatDigits(totals.sent),
            segments: formatDigits(totals.segments),
            cost: formatTaka(poishaToTaka(totals.costPoisha)),
            codes: formatDigits(totals.codesSentToday),
            refused: formatDigits(totals.codesRefusedToday),
          })}
        </p>
      </header>
      {!data.keptHere ? null : data.items.length === 0 ? (
        <EmptyState title={t('smsOutbox.empty')} />
      ) : (
        <ul aria-label={t('smsOutbox.title')} className="flex flex-col gap-3">
          {data.items.map((sms) => (
            <li
              key={sms.id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-400">
                <span>{t('smsOutbox.to', { to: sms.to })}</span>
                <span>{sms.kind}</span>
                <span>{t('smsOutbox.segments', { count: sms.segments })}</span>
                <span>{formatTaka(poishaToTaka(sms.costPoisha))}</span>
                <time dateTime={sms.at}>{formatDhakaDateTime(sms.at)}</time>
              </p>
              <p className="mt-2 break-words text-slate-800 dark:text-slate-200">{sms.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
