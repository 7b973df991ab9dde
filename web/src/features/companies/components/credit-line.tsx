import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { CreditLine } from '../api/credit';

/**
 * The company's credit line: its limit, what open invoices use of it, what is left and the terms. On a phone one
 * fact a line (name left, amount right), so a crore limit fits 360 px; four columns from 640 px on.
 */
export function CreditLineFacts({ credit }: { credit: CreditLine }) {
  const { t } = useTranslation();
  const facts = [
    [t('credit.limit'), formatTaka(credit.limitPoisha / 100)],
    [t('credit.used'), formatTaka(credit.usedPoisha / 100)],
    [t('credit.available'), formatTaka(credit.availablePoisha / 100)],
    [t('credit.terms'), t('credit.termsValue', { days: formatCount(credit.termsDays) })],
  ] as const;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-4 sm:gap-y-3">
      {facts.map(([term, value]) => (
        <div key={term} className="flex min-w-0 items-baseline justify-between gap-3 sm:block">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="text-right text-base font-semibold break-words tabular-nums sm:text-left sm:text-lg">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
