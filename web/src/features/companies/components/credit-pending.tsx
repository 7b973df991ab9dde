import { formatCount, formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { PendingApplication } from '../api/credit';

/**
 * The company's application for trade credit, waiting for the operator: what was asked for (the same notice the
 * form shows once sent) and, below it, the day it was sent.
 */
export function CreditPending({ application }: { application: PendingApplication }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-amber-500 bg-amber-50 px-3 py-2 text-sm dark:bg-amber-950">
      <p role="status">
        {t('credit.pending', {
          limit: formatTaka(application.requestedLimitPoisha / 100),
          days: formatCount(application.termsDays),
        })}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t('credit.pendingSent', { date: formatDhakaDate(application.createdAt) })}
      </p>
    </div>
  );
}
