import type { Rfq } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { categoryLabel, formatCount, formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { RfqStatusBadge } from './rfq-status-badge';

/** Requests as cards, each a link to its page: what, how many, where, when, how many quotes. */
export function RfqList({ rfqs, label }: { rfqs: Rfq[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rfqs.map((rfq) => (
        <li key={rfq._id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              to={rfqPaths.one(rfq._id)}
              className="text-lg font-semibold text-emerald-800 underline dark:text-emerald-400"
            >
              {rfq.title}
            </Link>
            <RfqStatusBadge rfq={rfq} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('rfq.summary', {
              quantity: formatCount(rfq.quantity),
              category: categoryLabel(rfq.category),
              buyer: rfq.buyerName,
              date: formatDhakaDate(rfq.createdAt),
            })}
          </p>
          <p className="mt-1 text-sm">
            {t('rfq.quoteCount', { count: rfq.quoteCount, n: formatCount(rfq.quoteCount) })}
            {rfq.targetPrice !== null && (
              <> · {t('rfq.targetShort', { price: formatTaka(rfq.targetPrice) })}</>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
