import { MERCHANT_METHODS, type SiteContent } from '@bulkbazar/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { FormField, inputClasses } from '@/components/ui/form-field';

type Props = {
  register: UseFormRegister<SiteContent>;
  errors: FieldErrors<SiteContent>['merchantNumbers'];
};

// An emptied field means "not offered": it is left out of the document rather than sent as ''.
const emptyIsUnset = {
  setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
};

/** The shop's bKash, Nagad and Rocket merchant numbers: the checkout offers a method only when it has one. */
export function MerchantNumbersFields({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">{t('dashboard.content.payments')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.content.paymentsIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {MERCHANT_METHODS.map((method) => (
          <FormField
            key={method}
            label={t('dashboard.content.merchantNumber', { method: t(`payments.method.${method}`) })}
            hint={t('dashboard.content.merchantNumberHint')}
            error={errors?.[method]?.message}
          >
            {(c) => (
              <input
                {...c}
                {...register(`merchantNumbers.${method}`, emptyIsUnset)}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                className={inputClasses}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
