import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { financeFiles } from '../api/get-seller-finance';

/** This Dhaka month, 'YYYY-MM'. */
export const thisMonth = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7);

/** A month's statement as PDF (opened in a new tab) and as CSV (downloaded). */
export function StatementLinks({ initialMonth }: { initialMonth?: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(initialMonth ?? thisMonth());
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const link = buttonClasses({ variant: 'secondary', size: 'sm', className: 'whitespace-nowrap' });
  return (
    <section
      aria-labelledby="statement-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="statement-heading" className="text-lg font-semibold">
        {t('sellerFinance.statement')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('sellerFinance.statementIntro')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="block">
          <span className="block text-sm font-medium">{t('sellerFinance.month')}</span>
          <input
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(event) => setMonth(event.currentTarget.value)}
            className={inputClasses}
          />
        </label>
        {valid && (
          <>
            <a href={financeFiles.statement(month, 'pdf')} target="_blank" rel="noopener" className={link}>
              {t('sellerFinance.statementPdf')}
            </a>
            <a href={financeFiles.statement(month, 'csv')} download className={link}>
              {t('sellerFinance.statementCsv')}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
