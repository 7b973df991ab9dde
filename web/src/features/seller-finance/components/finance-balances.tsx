import type { SellerFinance } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

const card = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={card}>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

/** Available (or owed, when negative), pending and paid out; then when the next payout comes. */
export function FinanceBalances({ finance: f }: { finance: SellerFinance }) {
  const { t } = useTranslation();
  const next = f.nextPayout;
  const owes = f.available < 0;
  const when =
    next.from === null
      ? t('sellerFinance.nextPayoutNone', { minimum: formatTaka(next.minimum) })
      : Date.parse(next.from) <= Date.now() + 60_000
        ? t('sellerFinance.nextPayoutReady', { amount: formatTaka(next.amount) })
        : t('sellerFinance.nextPayoutFrom', {
            amount: formatTaka(next.amount),
            date: formatDhakaDate(next.from),
            minimum: formatTaka(next.minimum),
          });
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure
          label={owes ? t('sellerFinance.owed') : t('sellerFinance.available')}
          value={formatTaka(owes ? -f.available : f.available)}
          note={owes ? t('sellerFinance.owedNote') : t('sellerFinance.availableNote')}
        />
        <Figure
          label={t('sellerFinance.pending')}
          value={formatTaka(f.pending)}
          note={t('sellerFinance.pendingNote')}
        />
        <Figure
          label={t('sellerFinance.paidOut')}
          value={formatTaka(f.paidOut)}
          note={
            f.inTransit > 0 ? t('sellerFinance.inTransit', { amount: formatTaka(f.inTransit) }) : undefined
          }
        />
      </dl>
      <section aria-labelledby="next-payout-heading" className={card}>
        <h2 id="next-payout-heading" className="text-lg font-semibold">
          {t('sellerFinance.nextPayout')}
        </h2>
        <p className="mt-1">{when}</p>
        {next.heldUntil && (
          <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            {t('sellerFinance.heldUntil', { date: formatDhakaDate(next.heldUntil) })}
          </p>
        )}
        {next.method === null && (
          <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            {t('sellerFinance.noMethod')}{' '}
            <Link to={paths.profile} className="font-medium underline">
              {t('sellerFinance.setMethod')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
