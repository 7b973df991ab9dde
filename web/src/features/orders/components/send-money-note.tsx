import { useTranslation } from '@/lib/i18n';

/** Where a mobile banking payment goes, shown before the buyer is asked for its transaction id. */
export function SendMoneyNote({ method, number, total }: { method: string; number: string; total: string }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg border border-emerald-600 bg-emerald-50 px-3 py-2 text-sm font-medium dark:bg-emerald-950">
      {t('checkout.sendTo', { total, method, number })}
    </p>
  );
}
