import type { PaymentMethod } from '@bulkbazar/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';

export const optionClasses = (checked: boolean) =>
  `flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${
    checked
      ? 'border-emerald-600 bg-emerald-50 font-semibold dark:bg-emerald-950'
      : 'border-slate-300 dark:border-slate-600'
  }`;

/**
 * Cash on Delivery, the mobile banking services the shop has a merchant number for and the online gateways the
 * server offers, as radio buttons; the server's refusal of the choice shows beneath them.
 */
export function PaymentMethodField({
  registration,
  current,
  methods,
  closed = [],
  error,
}: {
  registration: UseFormRegisterReturn<'paymentMethod'>;
  current: PaymentMethod;
  methods: readonly PaymentMethod[];
  /** Shown but not choosable (Pay on invoice while an invoice is overdue); the reason is said beside. */
  closed?: readonly PaymentMethod[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="block text-sm font-medium">{t('checkout.paymentMethod')}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`${optionClasses(current === method)} ${closed.includes(method) ? 'cursor-not-allowed opacity-60' : ''}`}
          >
            <input
              {...registration}
              type="radio"
              value={method}
              disabled={closed.includes(method)}
              className="accent-emerald-700"
            />
            {t(`payments.method.${method}`)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
