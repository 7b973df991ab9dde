import type { Quote, Rfq } from '@bulkbazar/contract';
import { Button } from '@/components/ui/button';
import { formatCount, formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { VerifiedBadge } from '@/components/ui/verified-badge';

const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-3 py-3 align-top';

/**
 * The quotes side by side for the buyer: unit price, quantity, line total, valid until, seller and note, the
 * cheapest unit price marked; Accept on each while the request is open and the quote valid.
 */
export function QuoteTable({
  rfq,
  quotes,
  onAccept,
}: {
  rfq: Rfq;
  quotes: Quote[];
  onAccept?: (q: Quote) => void;
}) {
  const { t } = useTranslation();
  const cheapest = Math.min(...quotes.map((q) => q.unitPrice));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('rfq.quotes.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            <th className={th}>{t('rfq.quotes.seller')}</th>
            <th className={th}>{t('rfq.quotes.unitPrice')}</th>
            <th className={th}>{t('rfq.quotes.quantity')}</th>
            <th className={th}>{t('rfq.quotes.lineTotal')}</th>
            <th className={th}>{t('rfq.quotes.validUntil')}</th>
            <th className={th}>{t('rfq.quotes.note')}</th>
            {onAccept && <th className={th}>{t('rfq.quotes.action')}</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {quotes.map((q) => (
            <tr key={q._id}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {q.sellerName}
                {q.sellerVerified && (
                  <span className="block">
                    <VerifiedBadge verified />
                  </span>
                )}
                <span className="block text-xs font-normal text-slate-500">{q.productName}</span>
              </th>
              <td className={td}>
                {formatTaka(q.unitPrice)}
                {quotes.length > 1 && q.unitPrice === cheapest && (
                  <span className="ml-1 text-xs font-semibold text-emerald-700 dark:text-emerald-400">
                    {t('rfq.quotes.lowest')}
                  </span>
                )}
              </td>
              <td className={td}>{formatCount(q.quantity)}</td>
              <td className={`${td} font-semibold`}>{formatTaka(q.lineTotal)}</td>
              <td className={td}>
                {formatDhakaDate(q.validUntil)}
                {q.expired && <span className="block text-xs text-red-700">{t('rfq.quotes.expired')}</span>}
              </td>
              <td className={`${td} max-w-xs break-words`}>
                {q.note}
                {q.revision > 1 && (
                  <span className="block text-xs text-slate-500">
                    {t('rfq.quotes.revised', { n: formatCount(q.revision - 1) })}
                  </span>
                )}
              </td>
              {onAccept && (
                <td className={td}>
                  {q.orderId ? (
                    <span className="font-semibold text-emerald-700">{t('rfq.quotes.accepted')}</span>
                  ) : (
                    <Button
                      size="sm"
                      disabled={rfq.status !== 'open' || q.expired || Boolean(rfq.hidden)}
                      onClick={() => onAccept(q)}
                      aria-label={t('rfq.quotes.acceptFrom', { seller: q.sellerName })}
                    >
                      {t('rfq.quotes.accept')}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
