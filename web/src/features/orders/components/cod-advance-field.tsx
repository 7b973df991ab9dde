import { poishaToTaka, takaToPoisha, type CodAdvance, type OnlineMethod } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { optionClasses } from './payment-method-field';

/**
 * Cash on delivery above the admin's amount: the rule and what it comes to for this checkout, the rest paid on
 * delivery, and how the advance is paid (one of the online methods).
 */
export function CodAdvanceField({
  rule,
  total,
  advancePoisha,
  methods,
  holdMinutes,
  registration,
  current,
  error,
}: {
  rule: CodAdvance;
  /** The checkout's total, taka. */
  total: number;
  advancePoisha: number;
  methods: readonly OnlineMethod[];
  holdMinutes: number;
  registration: UseFormRegisterReturn<'advanceMethod'>;
  current: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const ruleId = useId();
  const rest = poishaToTaka(takaToPoisha(total) - advancePoisha);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm dark:border-amber-800 dark:bg-amber-950/40">
      <div id={ruleId}>
        <p className="font-medium">
          {t('payments.checkout.advanceRule', {
            above: formatTaka(rule.above),
            percent: rule.percent,
            amount: formatTaka(poishaToTaka(advancePoisha)),
          })}
        </p>
        <p>{t('payments.checkout.advanceRest', { rest: formatTaka(rest) })}</p>
        {holdMinutes > 0 && <p>{t('payments.checkout.advanceHold', { count: holdMinutes })}</p>}
      </div>
      <fieldset aria-describedby={ruleId}>
        <legend className="block font-medium">{t('payments.checkout.advanceMethod')}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {methods.map((method) => (
            <label key={method} className={optionClasses(current === method)}>
              <input {...registration} type="radio" value={method} className="accent-emerald-700" />
              {t(`payments.method.${method}`)}
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="mt-1 text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
