import { formatCount } from '@bulkbazar/contract';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { FieldError, FieldHint, inputClasses } from '@/components/ui/form-field';

const stepButton =
  'mt-1 flex w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-lg font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/**
 * Quantity between the MOQ and the stock: − stops at the MOQ, + at the stock; a typed value outside them is
 * reported under the field. The input stays typeable, so a buyer of 5,000 units does not click 5,000 times.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onStep,
  error,
  input,
}: {
  value: number;
  min: number;
  max: number;
  onStep: (quantity: number) => void;
  error?: string;
  /** The registered input. */
  input: UseFormRegisterReturn<'quantity'>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const valid = Number.isSafeInteger(value);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t('checkout.quantity')}
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t('checkout.decrease')}
          aria-controls={id}
          disabled={valid && value <= min}
          onClick={() => onStep(valid ? clamp(value - 1) : min)}
        >
          −
        </button>
        <input
          {...input}
          id={id}
          // The field a buyer most likely changes first gets focus when the Checkout modal opens.
          data-autofocus
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${inputClasses} text-center tabular-nums`}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('checkout.increase')}
          aria-controls={id}
          disabled={valid && value >= max}
          onClick={() => onStep(valid ? clamp(value + 1) : min)}
        >
          +
        </button>
      </div>
      <FieldHint id={id}>
        {t('checkout.quantityHint', { min: formatCount(min), max: formatCount(max) })}
      </FieldHint>
      <FieldError id={id} error={error} />
    </div>
  );
}
