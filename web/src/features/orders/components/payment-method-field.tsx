import type { PaymentMethod } from '@bulkbazar/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';

/** Cash on Delivery and the mobile banking services the shop has a merchant number for, as radio buttons. */
export function PaymentMethodField({
  registration,
  current,
  methods,
}: {
  registration: UseFormRegisterReturn<'paymentMethod'>;
  current: PaymentMethod;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="block text-sm font-medium">{t('checkout.paymentMethod')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${
              current === method
                ? 'border-emerald-600 bg-emerald-50 font-semibold dark:bg-emerald-950'
                : 'border-slate-300 dark:border-slate-600'
            }`}
          >
            <input {...registration} type="radio" value={method} className="accent-emerald-700" />
            {t(`orders.paymentMethods.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
