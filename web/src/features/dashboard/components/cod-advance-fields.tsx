import type { SiteContent } from '@bulkbazar/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { typedNumber } from '@/lib/number-input';

type Props = {
  register: UseFormRegister<SiteContent>;
  errors: FieldErrors<SiteContent>['codAdvance'];
};

/**
 * The cash-on-delivery advance rule: checkouts paid on delivery above an amount pay a percentage online first
 * (0 % turns it off). The checkout reads it through GET /api/payments/options.
 */
export function CodAdvanceFields({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">{t('payments.codAdvance.title')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.codAdvance.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('payments.codAdvance.percent')}
          hint={t('payments.codAdvance.percentHint')}
          error={errors?.percent?.message}
        >
          {(c) => (
            <input
              {...c}
              {...register('codAdvance.percent', typedNumber(undefined))}
              type="text"
              inputMode="numeric"
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField
          label={t('payments.codAdvance.above')}
          hint={t('payments.codAdvance.aboveHint')}
          error={errors?.above?.message}
        >
          {(c) => (
            <input
              {...c}
              {...register('codAdvance.above', typedNumber(undefined))}
              type="text"
              inputMode="decimal"
              className={inputClasses}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
