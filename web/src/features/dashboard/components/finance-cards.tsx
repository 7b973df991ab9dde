import type { FinanceSummary } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { longDay } from './format';

function Card({
  label,
  value,
  note,
  warn = false,
}: {
  label: string;
  value: string;
  note?: string;
  warn?: boolean;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`mt-2 text-2xl font-bold tabular-nums ${warn ? 'text-red-700 dark:text-red-400' : ''}`}>
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

/** The range's figures (what each counts: README "Marketplace money API"), and the books' trial balance. */
export function FinanceCards({ summary: s }: { summary: FinanceSummary }) {
  const { t } = useTranslation();
  const end = longDay(s.to);
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card
        label={t('financeOverview.gmv')}
        value={formatTaka(s.gmv)}
        note={t('financeOverview.gmvNote', { count: s.orders })}
      />
      <Card
        label={t('financeOverview.commission')}
        value={formatTaka(s.commission)}
        note={t('financeOverview.commissionNote', { vat: formatTaka(s.vat) })}
      />
      <Card
        label={t('financeOverview.owedToSellers')}
        value={formatTaka(s.owedToSellers)}
        note={t('financeOverview.owedToSellersNote', { date: end, owedBy: formatTaka(s.owedBySellers) })}
      />
      <Card
        label={t('financeOverview.paidOut')}
        value={formatTaka(s.paidOut)}
        note={t('financeOverview.paidOutNote')}
      />
      <Card
        label={t('financeOverview.codOutstanding')}
        value={formatTaka(s.codOutstanding.total)}
        note={t('financeOverview.codNote', { date: end })}
      />
      <Card
        label={t('financeOverview.refunds')}
        value={formatTaka(s.refunds)}
        note={t('financeOverview.refundsNote')}
      />
      <Card
        label={t('financeOverview.trialBalance')}
        value={formatTaka(s.trialBalance)}
        note={s.trialBalance === 0 ? t('financeOverview.trialOk') : t('financeOverview.trialOff')}
        warn={s.trialBalance !== 0}
      />
    </dl>
  );
}
