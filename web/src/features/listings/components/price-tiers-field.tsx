import { MAX_PRICE_TIERS, type MyCommission, type ProductInputParsed } from '@bulkbazar/contract';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { useTranslation } from '@/lib/i18n';
import type { ProductFormValues } from './product-form-values';
import { typedNumber } from '@/lib/number-input';
import { YouReceive } from './you-receive';

type Form = UseFormReturn<ProductFormValues, unknown, ProductInputParsed>;

const numberInput = typedNumber(undefined);

/**
 * The volume prices: 0 to MAX_PRICE_TIERS rows of (from quantity, unit price), each with its own messages,
 * the contract's tier rules and the server's (`priceTiers.1.price`) alike, under the field at fault; under each
 * price, what the seller receives of it (`commission`: the rate that applies to them).
 */
export function PriceTiersField({
  form,
  disabled,
  commission,
}: {
  form: Form;
  disabled: boolean;
  commission?: MyCommission;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'priceTiers' });
  const tiers = useWatch({ control, name: 'priceTiers' });
  const listError = errors.priceTiers?.message ?? errors.priceTiers?.root?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">{t('wholesale.listing.tiers')}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('wholesale.listing.tiersHint', { max: MAX_PRICE_TIERS })}
      </p>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('wholesale.listing.noTiers')}</p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => {
          const index = i + 1;
          const rowErrors = errors.priceTiers?.[i];
          return (
            <li
              key={field.id}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-700"
            >
              <InputField
                label={t('wholesale.listing.tierFrom', { index })}
                error={rowErrors?.minQuantity?.message}
                {...register(`priceTiers.${i}.minQuantity`, numberInput)}
                type="text"
                inputMode="numeric"
              />
              <div>
                <InputField
                  label={t('wholesale.listing.tierPrice', { index })}
                  error={rowErrors?.price?.message}
                  {...register(`priceTiers.${i}.price`, numberInput)}
                  type="text"
                  inputMode="decimal"
                />
                <YouReceive price={tiers?.[i]?.price} rate={commission} />
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-6"
                onClick={() => remove(i)}
                disabled={disabled}
                aria-label={t('wholesale.listing.removeTier', { index })}
              >
                ✕
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-red-700 dark:text-red-300">{listError}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={disabled || fields.length >= MAX_PRICE_TIERS}
        // Empty until typed: undefined numbers, as the form's other number fields start.
        onClick={() =>
          append({ minQuantity: undefined, price: undefined } as unknown as {
            minQuantity: number;
            price: number;
          })
        }
      >
        {t('wholesale.listing.addTier')}
      </Button>
    </fieldset>
  );
}
